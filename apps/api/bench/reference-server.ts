// The two servers Haat's catalogue is measured against (`bench/throughput.bench.ts`), on the same
// Fastify: `hello` answers a hello-world; `ceiling` answers the JSON in the file it is given from
// memory, behind helmet's security headers and ETags as Haat's answers are: no cached catalogue
// answer can go faster than this.
import { readFile } from 'node:fs/promises';
import fastifyEtag from '@fastify/etag';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';

const [kind, port, jsonFile] = process.argv.slice(2);
const app = Fastify();
if (kind === 'hello') {
  app.get('/', async () => ({ hello: 'world' }));
} else if (kind === 'ceiling' && jsonFile) {
  const page = await readFile(jsonFile, 'utf8');
  await app.register(fastifyHelmet);
  await app.register(fastifyEtag, { weak: true });
  app.get('/', async (_request, reply) => reply.type('application/json; charset=utf-8').send(page));
} else {
  throw new Error('usage: reference-server.ts hello|ceiling <port> [json file]');
}
await app.listen({ host: '127.0.0.1', port: Number(port) });
process.stdout.write('listening\n');
