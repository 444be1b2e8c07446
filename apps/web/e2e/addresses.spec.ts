import { ADDRESS_MESSAGES, type AddressInput, type SavedAddress } from '@haat/contracts';
import { ERROR_MESSAGES } from '@haat/contracts/errors';
import { HOME_IN_DHAKA, savedAddress } from './support/addresses';
import { bearer } from './support/session';
import { expect, type Page, test } from './support/test';

const OFFICE_IN_CHATTOGRAM: AddressInput = {
  type: 'work',
  fullName: 'Nusrat Jahan',
  phone: '01811000222',
  province: 'Chattogram',
  city: 'Chattogram',
  zone: 'Agrabad',
  address: 'Level 5, Agrabad Commercial Area',
  landmark: 'Opposite the bank',
};

const savedList = (page: Page) => page.getByRole('list', { name: 'Saved addresses' });
const entryOf = (page: Page, text: string) => savedList(page).getByRole('listitem').filter({ hasText: text });
const addressForm = (page: Page, title: 'Add New Address' | 'Edit Address') =>
  page.getByRole('form', { name: title });

async function openAddressBook(page: Page) {
  await page.goto('/addresses');
  await expect(page.getByRole('heading', { name: 'Address Book', level: 1 })).toBeVisible();
}

test('a new shopper adds a home address in Dhaka and an office in Chattogram, and they stay after a reload', async ({
  page,
  shopper: _signedIn,
}) => {
  await openAddressBook(page);
  await expect(page.getByText("You haven't saved any addresses yet.")).toBeVisible();

  await page.getByRole('button', { name: 'Add New Address' }).click();
  let form = addressForm(page, 'Add New Address');
  await expect(page.getByRole('heading', { name: 'Add New Address' })).toBeFocused();
  await expect(form.getByLabel('Phone Number')).toHaveAttribute('placeholder', '01XXXXXXXX');
  await expect(form.getByRole('radio', { name: 'HOME' })).toBeChecked();
  await form.getByLabel('Full Name').fill('Nusrat Jahan');
  await form.getByLabel('Phone Number').fill('01711000111');
  await form.getByLabel('Province').selectOption('Dhaka');
  // The city list is the chosen division's districts.
  await expect(form.getByLabel('City').getByRole('option')).toHaveCount(14);
  await form.getByLabel('City').selectOption('Gazipur');
  await form.getByLabel('Zone').fill('Tongi');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('House 7, Station Road');
  await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(page.getByRole('status').filter({ hasText: ADDRESS_MESSAGES.saved })).toBeVisible();

  // After the banner the book lists it: the first address is the default.
  const home = entryOf(page, 'House 7, Station Road');
  await expect(home).toBeVisible();
  await expect(home).toContainText('HOME');
  await expect(home).toContainText('Default');
  await expect(home).toContainText('Dhaka - Gazipur - Tongi');
  await expect(home).toContainText('01711000111');

  await page.getByRole('button', { name: 'Add New Address' }).click();
  form = addressForm(page, 'Add New Address');
  await form.getByLabel('Full Name').fill('Nusrat Jahan');
  await form.getByLabel('Phone Number').fill('01811000222');
  await form.getByLabel('Province').selectOption('Chattogram');
  await form.getByLabel('City').selectOption("Cox's Bazar");
  await form.getByLabel('Zone').fill('Kolatoli');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Hotel Road, Block B');
  await form.getByLabel('Landmark').fill('Near the beach');
  await form.getByRole('radio', { name: 'OFFICE' }).check();
  await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();

  const office = entryOf(page, 'Hotel Road, Block B');
  await expect(office).toContainText('OFFICE');
  await expect(office).toContainText("Chattogram - Cox's Bazar - Kolatoli");
  await expect(office).toContainText('Near the beach');
  await expect(office).not.toContainText('Default');
  await expect(savedList(page).getByRole('listitem')).toHaveCount(2);

  await page.reload();
  await expect(savedList(page).getByRole('listitem')).toHaveCount(2);
  await expect(entryOf(page, 'House 7, Station Road')).toContainText('Default');
  const mirrored = await page.evaluate(() => JSON.parse(localStorage.getItem('addresses') ?? 'null'));
  expect(mirrored.addresses.map((address: SavedAddress) => address.type)).toEqual(['home', 'work']);

  // The page fits the screen: nothing to scroll sideways.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  // The dashboard's Address Book card shows the default address and leads here.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Address Book' });
  await expect(card).toContainText('House 7, Station Road');
  await card.getByRole('link', { name: 'EDIT' }).click();
  await expect(page).toHaveURL('/addresses');
});

test('the address form can be filled in and sent with the keyboard alone @one-width', async ({
  page,
  shopper: _signedIn,
}) => {
  await openAddressBook(page);

  await test.step('the address form can be filled in and sent with the keyboard alone', async () => {
    await page.getByRole('button', { name: 'Add New Address' }).focus();
    await page.keyboard.press('Enter');
    const form = addressForm(page, 'Add New Address');
    await expect(page.getByRole('heading', { name: 'Add New Address' })).toBeFocused();

    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await page.keyboard.type('Nusrat Jahan');
    await page.keyboard.press('Tab');
    await page.keyboard.type('01711000111');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('Province')).toBeFocused();
    await page.keyboard.type('Rajshahi');
    await expect(form.getByLabel('Province')).toHaveValue('Rajshahi');
    await page.keyboard.press('Tab');
    await expect(form.getByLabel('City')).toBeFocused();
    await page.keyboard.type('Bogura');
    await expect(form.getByLabel('City')).toHaveValue('Bogura');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sherpur');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Holding 12, College Road');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('radio', { name: 'HOME' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(form.getByRole('radio', { name: 'OFFICE' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'SAVE ADDRESS' })).toBeFocused();
    await page.keyboard.press('Enter');

    const entry = entryOf(page, 'Holding 12, College Road');
    await expect(entry).toContainText('OFFICE');
    await expect(entry).toContainText('Rajshahi - Bogura - Sherpur');
    await expect(page.getByRole('button', { name: 'Add New Address' })).toBeFocused();
  });
});

test('editing an address saves the change and keeps it the default, another can be made the default, and deleting asks first @one-width', async ({
  page,
  request,
  shopper,
}) => {
  await savedAddress(request, shopper, HOME_IN_DHAKA);
  await savedAddress(request, shopper, OFFICE_IN_CHATTOGRAM);
  await openAddressBook(page);

  await test.step('editing an address fills the form with it, saves the change and keeps it the default', async () => {
    await page
      .getByRole('button', { name: 'Edit the address of Nusrat Jahan, House 7, Road 3, Section 10' })
      .click();
    const form = addressForm(page, 'Edit Address');
    await expect(form.getByLabel('Province')).toHaveValue('Dhaka');
    await expect(form.getByLabel('City')).toHaveValue('Dhaka');
    await expect(form.getByLabel('Zone')).toHaveValue('Mirpur');
    await expect(form.getByRole('radio', { name: 'HOME' })).toBeChecked();

    // Another division asks for its own district again.
    await form.getByLabel('Province').selectOption('Sylhet');
    await expect(form.getByLabel('City')).toHaveValue('');
    await form.getByLabel('City').selectOption('Sylhet');
    await form.getByLabel('Zone').fill('Zindabazar');
    await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
    await expect(page.getByText(ADDRESS_MESSAGES.saved)).toBeVisible();

    const edited = entryOf(page, 'House 7, Road 3, Section 10');
    await expect(edited).toContainText('Sylhet - Sylhet - Zindabazar');
    await expect(edited).toContainText('Default');
    await expect(savedList(page).getByRole('listitem')).toHaveCount(2);
    // The focus goes back to the Edit button the shopper came from.
    await expect(
      page.getByRole('button', { name: 'Edit the address of Nusrat Jahan, House 7, Road 3, Section 10' }),
    ).toBeFocused();

    // Cancel leaves an address as it was.
    await page.getByRole('button', { name: /^Edit the address of Nusrat Jahan, Level 5/ }).click();
    await addressForm(page, 'Edit Address').getByLabel('Zone').fill('Halishahar');
    await addressForm(page, 'Edit Address').getByRole('button', { name: 'Cancel' }).click();
    await expect(entryOf(page, 'Level 5, Agrabad Commercial Area')).toContainText('Agrabad');
    await expect(entryOf(page, 'Level 5, Agrabad Commercial Area')).not.toContainText('Halishahar');
  });

  await test.step('another address can be made the default', async () => {
    await expect(entryOf(page, 'House 7, Road 3')).toContainText('Default');
    await page.getByRole('button', { name: /^Make default: the address of Nusrat Jahan, Level 5/ }).click();
    await expect(entryOf(page, 'Level 5, Agrabad')).toContainText('Default');
    await expect(entryOf(page, 'House 7, Road 3')).not.toContainText('Default');
    // The default is listed first.
    await expect(savedList(page).getByRole('listitem').first()).toContainText('Level 5, Agrabad');
  });

  await test.step('deleting an address asks first: Cancel keeps it, Delete removes it', async () => {
    const deleteOffice = page.getByRole('button', { name: /^Delete the address of Nusrat Jahan, Level 5/ });

    await deleteOffice.click();
    let dialog = page.getByRole('dialog', { name: 'Delete address' });
    await expect(dialog).toContainText('Are you sure you want to delete this address?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteOffice).toBeFocused();
    await expect(savedList(page).getByRole('listitem')).toHaveCount(2);

    // The answer is held back a moment, to see the button say so while it waits.
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/user/addresses/*', async (route) => {
      if (route.request().method() === 'DELETE') await answered;
      await route.continue();
    });
    await deleteOffice.click();
    dialog = page.getByRole('dialog', { name: 'Delete address' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    release();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: ADDRESS_MESSAGES.deleted })).toBeVisible();
    await expect(savedList(page).getByRole('listitem')).toHaveCount(1);
    await expect(entryOf(page, 'Level 5, Agrabad')).toHaveCount(0);

    await page.reload();
    await expect(savedList(page).getByRole('listitem')).toHaveCount(1);
    await expect(entryOf(page, 'House 7, Road 3')).toBeVisible();
    // The office was the default (the step before): the address left takes its place.
    await expect(entryOf(page, 'House 7, Road 3')).toContainText('Default');
  });
});

test('an address deleted elsewhere cannot be deleted or saved again, and the shopper is told why @one-width', async ({
  page,
  request,
  shopper,
}) => {
  const gone = await savedAddress(request, shopper, OFFICE_IN_CHATTOGRAM);
  await savedAddress(request, shopper, HOME_IN_DHAKA);
  await openAddressBook(page);
  await expect(savedList(page).getByRole('listitem')).toHaveCount(2);
  const removed = await request.delete(`/api/v1/user/addresses/${gone._id}`, {
    headers: bearer(shopper),
  });
  expect(removed.status()).toBe(200);

  await page.getByRole('button', { name: /^Delete the address of Nusrat Jahan, Level 5/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete address' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    `Failed to delete address: ${ERROR_MESSAGES.addressNotFound}`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: /^Edit the address of Nusrat Jahan, Level 5/ }).click();
  const form = addressForm(page, 'Edit Address');
  await form.getByRole('button', { name: 'SAVE ADDRESS' }).click();
  await expect(form.getByRole('alert')).toHaveText(`Something went wrong: ${ERROR_MESSAGES.addressNotFound}`);
});

test('a visitor who opens the address book is sent to sign in @one-width', async ({ page }) => {
  await page.goto('/addresses');
  await expect(page).toHaveURL('/auth');
  expect(await page.evaluate(() => localStorage.getItem('redirect_after_login'))).toBe('/addresses');
});
