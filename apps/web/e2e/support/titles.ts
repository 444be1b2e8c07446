import { expect, type Page } from '@playwright/test';

/**
 * Issue 25: every page has a title of its own, in the shopper's language. In English a page's title
 * is checked word for word; in Bengali it is the shop's Bengali name after the page's own Bengali
 * words (a product's or person's name may stay as written).
 */

export const HOME_TITLE = 'Haat — premium clothing, authentic style';
const HOME_TITLE_BN = 'হাট — প্রিমিয়াম পোশাক, খাঁটি স্টাইল';

/** Checks, softly, the title of the page open now against its English title, in the language it is read in. */
export async function expectTitle(page: Page, language: 'en' | 'bn', title: string, where: string) {
  const expected =
    language === 'en' ? title : title === HOME_TITLE ? HOME_TITLE_BN : /^.*[\u0980-\u09ff].* \| হাট$/;
  await expect.soft(page, where).toHaveTitle(expected, { timeout: 3_000 });
}
