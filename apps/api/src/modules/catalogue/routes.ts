import fastifyEtag from '@fastify/etag';
import { contract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { CatalogueService } from './service';

const s = initServer();

/** Catalogue answers are the same for everyone: browsers and proxies may keep them a minute. */
const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';

export function catalogueRouter(catalogue: CatalogueService) {
  return s.router(contract.catalogue, {
    categories: async () => ({ status: 200, body: await catalogue.listCategories() }),
    products: async ({ query }) => ({ status: 200, body: await catalogue.listProducts(query) }),
    topProducts: async () => ({ status: 200, body: await catalogue.topProducts() }),
    product: async ({ params }) => ({
      status: 200,
      body: { success: true, product: await catalogue.product(params.id) },
    }),
    relatedProducts: async ({ params }) => ({
      status: 200,
      body: await catalogue.relatedProducts(params.id),
    }),
    alsoLike: async ({ params }) => ({ status: 200, body: await catalogue.alsoLike(params.id) }),
    heroImage: async () => ({ status: 200, body: await catalogue.heroImage() }),
  });
}

export function cataloguePlugin(catalogue: CatalogueService, options: ContractRouterOptions) {
  return async (scope: FastifyInstance) => {
    // A repeat visit revalidates with If-None-Match and gets a 304 without the body.
    await scope.register(fastifyEtag, { weak: true });
    scope.addHook('onSend', async (request, reply) => {
      const random = request.url.includes('/also-like');
      if (reply.statusCode === 200 && !random) reply.header('cache-control', PUBLIC_CACHE);
    });
    await scope.register(s.plugin(catalogueRouter(catalogue)), options);
  };
}
