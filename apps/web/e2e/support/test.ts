import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { type Catalogue, catalogueOf } from './catalogue';
import { demoOperator, newShopper, type Shopper, signInAs } from './session';

export * from '@playwright/test';

type Fixtures = {
  failOnPageErrors: undefined;
  /** A new shopper of the test's own, registered through the API; the test's page opens signed in as them. */
  shopper: Shopper;
  /** The demo shop's operator, signed in through the API (the test's page stays as it is). */
  operator: Shopper;
  /**
   * A page of its own (a browser context: its own storage) signed in as `person`, at the test's
   * width unless given; dark when asked. Closed with the test.
   */
  pageFor: (
    person: Shopper,
    options?: { viewport?: { width: number; height: number }; dark?: boolean },
  ) => Promise<Page>;
  /** What the demo shop's catalogue answers, to pick products from and compare the pages with. */
  catalogue: Catalogue;
};

/**
 * Playwright's `test` with the journeys' fixtures, failing any journey whose pages throw an
 * uncaught error or leave a promise rejected unhandled — in the test's own page and in every
 * context the journey opens itself (another shopper, an operator). A page that recovers by
 * redrawing itself still fails: the shopper saw it flash. Every journey imports `test` from here
 * (Biome refuses the plain one).
 */
export const test = base.extend<Fixtures>({
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
  shopper: async ({ page, request }, use) => {
    const shopper = await newShopper(request);
    await signInAs(page, shopper);
    await use(shopper);
  },
  operator: async ({ request }, use) => {
    await use(await demoOperator(request));
  },
  pageFor: async ({ browser, viewport }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (person, { viewport: size = viewport ?? undefined, dark = false } = {}) => {
      const context = await browser.newContext({ viewport: size });
      opened.push(context);
      const page = await context.newPage();
      if (dark)
        await page.addInitScript(() =>
          localStorage.setItem('preferences', JSON.stringify({ darkMode: true })),
        );
      await signInAs(page, person);
      return page;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
  catalogue: async ({ request }, use) => {
    await use(catalogueOf(request));
  },
});
