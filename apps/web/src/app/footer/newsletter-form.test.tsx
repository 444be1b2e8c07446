import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderInShop } from '../../testing/render';
import { NewsletterForm } from './newsletter-form';

test('the newsletter refuses an empty address, then subscribes after a moment', async () => {
  const { user } = await renderInShop(<NewsletterForm />);
  const email = await screen.findByRole('textbox', { name: 'Email address' });
  await user.type(email, '   ');
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Please enter a valid email address.');

  // There is no format check: any text that is not blank is taken.
  await user.clear(email);
  await user.type(email, 'rahim');
  expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
  expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  expect(await screen.findByText('Thank you for subscribing!')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  expect(email).toHaveValue('');
});
