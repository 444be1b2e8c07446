import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPENAPI_FILE, openApiJson } from './openapi-file';

describe('docs/api/openapi.json', () => {
  it('is the document the contract makes today (run `pnpm --filter @haat/contracts openapi` after a change)', async () => {
    const committed = await readFile(path.resolve(import.meta.dirname, '..', OPENAPI_FILE), 'utf8');
    expect(committed).toBe(openApiJson());
  });

  it('describes every call with its query and answers', () => {
    const document = JSON.parse(openApiJson());
    const products = document.paths['/api/v1/products'].get;
    expect(products.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'sort', 'category', 'search', 'highlight']),
    );
    expect(document.paths['/api/v1/products/{id}'].get.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
    });
    expect(Object.keys(products.responses)).toEqual(expect.arrayContaining(['200', '400', '500']));
  });
});
