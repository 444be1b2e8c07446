import { type BrowserContext, test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, failing any journey whose pages throw an uncaught error or leave a promise
 * rejected unhandled — in the test's own page and in every context the journey opens itself
 * (another shopper, an operator). A page that recovers by redrawing itself still fails: the
 * shopper saw it flash. Every journey imports `test` from here (Biome refuses the plain one).
 */
export const test = base.extend<{ failOnPageErrors: undefined }>({
  failOnPageErrors: [
    async ({ browser, context }, use) => {
      const errors: string[] = [];
      const watch = (watched: BrowserContext) =>
        watched.on('weberror', (webError) => {
          const error = webError.error();
          errors.push(`${webError.page()?.url() ?? 'a page'}: ${error.stack ?? error.message}`);
        });
      watch(context);
      const newContext = browser.newContext;
      browser.newContext = async (...options) => {
        const opened = await newContext.apply(browser, options);
        watch(opened);
        return opened;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, 'uncaught errors on the journey’s pages').toEqual([]);
    },
    { auto: true },
  ],
});
