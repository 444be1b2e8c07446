import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** What has the focus, in words a failure can show: its tag, name and text. */
const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing (the page itself)';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}> "${name}"`;
  });

/**
 * Presses Tab (or Shift+Tab when `backwards`) until `target` has the focus, as a keyboard user
 * would; fails saying what had the focus when `limit` presses do not reach it.
 */
export async function tabTo(page: Page, target: Locator, { limit = 60, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let press = 0; press <= limit; press += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(
    `${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}; the focus is on ${await describeFocus(page)}`,
  );
}

/** Whether the focus is on `container` or inside it. */
export const focusIsWithin = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

/**
 * Walks `presses` Tabs forward and as many back through an open modal: the focus never leaves it,
 * and comes round to where it started (the browser's own focus trap of a modal <dialog>).
 */
export async function expectFocusKeptIn(page: Page, dialog: Locator, presses = 25) {
  expect(await focusIsWithin(dialog), `focus inside on opening, found ${await describeFocus(page)}`).toBe(
    true,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      expect(
        await focusIsWithin(dialog),
        `focus left the dialog after ${press + 1} × ${key}: ${await describeFocus(page)}`,
      ).toBe(true);
    }
  }
}

/**
 * The whole round of a modal for a keyboard user: `opener` is reached and pressed with Enter, the
 * dialog named `name` opens with the focus inside, Tab and Shift+Tab stay inside, Escape closes
 * it and the focus is back on `opener`. `loaded` waits for what the dialog fetches once open: a
 * control that its answer disables would drop the focus of a user faster than the network.
 */
export async function checkModalRound(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  { loaded }: { loaded?: (page: Page) => Promise<unknown> } = {},
) {
  await opener.focus();
  await expect(opener).toBeFocused();
  const content = loaded?.(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await content;
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expectFocusKeptIn(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/**
 * What the focused control has under the page's sticky header, in words a failure can show, or
 * null when the header covers none of it: the points just inside its top corners are read with
 * `elementFromPoint`, so a control drawn over the header (the skip link, an open dialog) passes.
 */
const focusUnderHeader = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const header = document.querySelector('header.header');
    if (!focused || focused === document.body || !header || header.contains(focused)) return null;
    const box = focused.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const corners = [
      [box.left + 2, box.top + 2],
      [box.right - 2, box.top + 2],
    ] as const;
    if (!corners.some(([x, y]) => header.contains(document.elementFromPoint(x, y)))) return null;
    const label = focused instanceof HTMLInputElement ? focused.labels?.[0]?.textContent : null;
    const name = focused.getAttribute('aria-label') ?? label ?? focused.textContent ?? '';
    return `<${focused.tagName.toLowerCase()}> "${name.trim().slice(0, 40)}" at ${Math.round(box.top)} px, the header ends at ${Math.round(header.getBoundingClientRect().bottom)} px`;
  });

/**
 * Walks `presses` Tabs forward through the page, then as many back, as a keyboard user would: no
 * control the focus lands on is (even partly) hidden under the sticky header.
 */
export async function expectFocusNeverUnderHeader(page: Page, presses = 60) {
  const covered: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press += 1) {
      await page.keyboard.press(key);
      const under = await focusUnderHeader(page);
      if (under) covered.push(`${key} ${press + 1}: ${under}`);
    }
  }
  expect(covered, `controls the header covered:\n${covered.join('\n')}`).toEqual([]);
}
