import type { TestAppOptions } from './app';
import { test } from './shop-test';

/**
 * Run before each test file. A worker keeps one module graph for all its files (`isolate: false`),
 * and vitest keeps a file's top-level `test.override` on that graph's `test` for the files after it:
 * a file that sets no shop options would build its shop with the last file's (the https address of
 * the order SMS tests once made a plain-http shop send upgrade-insecure-requests). Every file starts
 * from none.
 */
test.override('shopOptions', (): TestAppOptions => ({}));
