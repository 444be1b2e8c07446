import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { renderInShop } from '../testing/render';
import { pagerMessages } from '../ui/pager-messages';
import { useT } from './i18n';

/** The pager's texts, shown only once asked for: a part of the page opened after it was drawn. */
function Pager() {
  const t = useT(pagerMessages);
  return <p>{t('pageOf', { page: 2, pages: 9 })}</p>;
}

function OpenedLater() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? <Pager /> : null}
    </main>
  );
}

test('a language chosen brings the texts of every part of the code loaded, so a part opened later shows in it at once', async () => {
  await renderInShop(<OpenedLater />, { language: 'bn' });
  // Synchronously, with no wait: a part whose texts had still to load would hide the page meanwhile.
  act(() => screen.getByRole('button', { name: 'Open' }).click());
  expect(screen.getByText('৯ পৃষ্ঠার মধ্যে ২')).toBeVisible();
});
