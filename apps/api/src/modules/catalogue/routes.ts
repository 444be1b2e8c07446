import fastifyEtag from '@fastify/etag';
import { contract } from '@haat/contracts';
import { initServer } from '@ts-rest/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractRouterOptions } from '../../plugins/contract';
import type { PublicAnswers } from './public-answers';
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

/** Every shopper gets the same answer at the same address, except for the random "you may also like". */
const isShared = (request: FastifyRequest) => request.method === 'GET' && !request.url.includes('/also-like');

export function cataloguePlugin(
  catalogue: CatalogueService,
  answers: PublicAnswers,
  options: ContractRouterOptions,
) {
  return async (scope: FastifyInstance) => {
    /** The catalogue's generation when a request not answered from memory began. */
    const readInGeneration = new WeakMap<FastifyRequest, number>();
    // An answer kept in memory goes out before the request is even parsed; its ETag was computed once.
    scope.addHook('onRequest', async (request, reply) => {
      if (!isShared(request)) return;
      const kept = answers.find(request.url);
      if (!kept) {
        readInGeneration.set(request, answers.generation);
        return;
      }
      reply.header('content-type', 'application/json; charset=utf-8').header('etag', kept.etag);
      reply.send(kept.body);
      return reply;
    });
    // A repeat visit revalidates with If-None-Match and gets a 304 without the body.
    await scope.register(fastifyEtag, { weak: true });
    scope.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode !== 200 || !isShared(request)) return;
      reply.header('cache-control', PUBLIC_CACHE);
      const generation = readInGeneration.get(request);
      const etag = reply.getHeader('etag');
      if (generation !== undefined && typeof payload === 'string' && typeof etag === 'string')
        answers.keep(request.url, { body: payload, etag }, generation);
    });
    await scope.register(s.plugin(catalogueRouter(catalogue)), options);
  };
}
