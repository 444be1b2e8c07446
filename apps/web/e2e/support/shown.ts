import type { Page } from '@playwright/test';

type Timings = Record<string, Promise<number>>;

/**
 * Starts timing, in the page, how long an element matching `selector` reads `text`: from when one
 * first does to when none does (through the app's own page changes). Timed as the page changes, so
 * that a test looking late (a busy machine) cannot see it shorter than it was. Answers a function
 * that waits for the time, in milliseconds.
 */
export async function timeShown(page: Page, selector: string, text: string): Promise<() => Promise<number>> {
  const key = `${selector} ${text}`;
  await page.evaluate(
    ({ selector, text, key }) => {
      (window as unknown as Timings)[key] = new Promise<number>((resolve) => {
        let shownAt: number | undefined;
        const showing = () =>
          Array.from(document.querySelectorAll(selector)).some(
            (element) => element.textContent?.trim() === text,
          );
        const observer = new MutationObserver(() => {
          if (showing()) shownAt ??= performance.now();
          else if (shownAt !== undefined) {
            observer.disconnect();
            resolve(performance.now() - shownAt);
          }
        });
        observer.observe(document.body, { childList: true, characterData: true, subtree: true });
      });
    },
    { selector, text, key },
  );
  return () => page.evaluate((timed) => (window as unknown as Timings)[timed] ?? -1, key);
}
