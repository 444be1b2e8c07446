import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
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

  it('declares the bearer scheme and, on every call, whether it needs it', () => {
    const document = JSON.parse(openApiJson());
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths['/api/v1/cart'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/v1/auth/logout'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/v1/auth/login'].post.security).toEqual([]);
    expect(document.paths['/api/v1/products'].get.security).toEqual([]);
    expect(document.servers).toHaveLength(1);
  });

  it('tags every operation by side and domain, and says on each who may call it', () => {
    const document = JSON.parse(openApiJson());
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods as Record<string, { tags?: string[]; description?: string }>),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const operation of operations) {
      expect(operation.tags).toHaveLength(1);
      expect(operation.tags?.[0]).toMatch(/^(store|admin): \w+/);
      expect(operation.description).toMatch(/Anyone|signed-in user|Operators only/);
    }
    expect(document.paths['/api/v1/cart'].get.tags).toEqual(['store: cart']);
    expect(document.paths['/api/v1/admin/orders'].get.tags).toEqual(['admin: orders']);
    const declared = document.tags.map((tag: { name: string }) => tag.name);
    expect(new Set(operations.flatMap((operation) => operation.tags))).toEqual(new Set(declared));
  });

  it("passes Redocly's recommended rules", async () => {
    const config = await createConfig({
      extends: ['recommended'],
      rules: {
        // The shop's code is not published under a licence.
        'info-license': 'off',
        // Google sign-in's two calls answer with redirects only (302), by design.
        'operation-2xx-response': 'off',
        // The spec's own /orders/user/{id} and /orders/{id}/payment-proof share a shape; order ids
        // are UUIDs, so `user` is never one and every address has one meaning (docs/decisions.md).
        'no-ambiguous-paths': 'off',
      },
    });
    const problems = await lintFromString({ source: openApiJson(), absoluteRef: 'openapi.json', config });
    expect(
      problems.map((problem) => `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer}`),
    ).toEqual([]);
    // Linting the whole document (shop and back office) takes seconds on a busy machine.
  }, 60_000);
});
