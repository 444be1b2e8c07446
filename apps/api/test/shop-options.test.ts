import { describe, expect, it } from './shop-test';

// A worker runs many files in one module graph: this file, which sets no shop options, must not
// inherit those of a file that ran before it there (test/file-setup.ts). Reproduced without the
// setup file by `vitest run <a file with test.override> test/shop-options.test.ts --no-file-parallelism`.
describe('a test file that sets no shop options', () => {
  it('builds its shop with none, whatever a file before it in its worker set', ({ shopOptions }) => {
    expect(shopOptions).toEqual({});
  });
});
