import { contract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { CatalogueService } from './service';

const s = initServer();

export function catalogueRouter(catalogue: CatalogueService) {
  return s.router(contract.catalogue, {
    categories: async () => ({ status: 200, body: await catalogue.listCategories() }),
    products: async ({ query }) => ({ status: 200, body: await catalogue.listProducts(query) }),
  });
}
