import { ERROR_MESSAGES } from '@haat/contracts';
import { PASSWORD_MIN_LENGTH } from '@haat/contracts/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderInShop } from '../../../testing/render';
import { refusal, startShop } from '../../../testing/shop-server';
import AuthPage from './auth-page';

const panel = () => screen.getByRole('tabpanel');
const field = (label: string) => within(panel()).getByLabelText(label);
const button = (name: string) => within(panel()).getByRole('button', { name });

describe('the sign-in forms check what is filled in before anything is sent', () => {
  test('Login with nothing filled in says the email and the password are required', async () => {
    const shop = await startShop(() => refusal(500, 'unexpected'));
    const { user } = await renderInShop(<AuthPage />, { path: '/auth' });
    expect(await screen.findByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await user.click(button('Login'));
    expect(field('Email')).toHaveAccessibleDescription('Email is required');
    expect(field('Password')).toHaveAccessibleDescription('Password is required.');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(shop.calls('/api/v1/auth/login')).toEqual([]);
  });

  test('Sign Up shows the password rule, and refuses a short password', async () => {
    const shop = await startShop(() => refusal(500, 'unexpected'));
    const { user } = await renderInShop(<AuthPage tab="signup" />, { path: '/register' });
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Password')).toHaveAccessibleDescription(`At least ${PASSWORD_MIN_LENGTH} characters.`);
    expect(field('Email')).toHaveAttribute('type', 'email');
    await user.type(field('Full name'), 'Second Account');
    await user.type(field('Email'), 'second@haat.test');
    await user.type(field('Password'), 'short');
    await user.click(button('Sign Up'));
    expect(field('Password')).toHaveAccessibleDescription(
      `At least ${PASSWORD_MIN_LENGTH} characters. Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    );
    expect(shop.calls('/api/v1/auth/register')).toEqual([]);
  });

  test('in Bengali, the same checks read in Bengali', async () => {
    await startShop(() => refusal(500, 'unexpected'));
    const { user } = await renderInShop(<AuthPage />, { path: '/auth', language: 'bn' });
    await user.click(
      await within(await screen.findByRole('tabpanel')).findByRole('button', { name: 'লগইন' }),
    );
    expect(field('ইমেইল')).toHaveAccessibleDescription('ইমেইল দিতে হবে');
    expect(field('পাসওয়ার্ড')).toHaveAccessibleDescription('পাসওয়ার্ড দিতে হবে।');
    await user.click(screen.getByRole('tab', { name: 'সাইন আপ' }));
    await user.type(field('পাসওয়ার্ড'), 'short');
    await user.click(button('সাইন আপ'));
    expect(field('পাসওয়ার্ড')).toHaveAccessibleDescription(/পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে।$/);
  });
});

describe('the sign-in forms say why the shop refused or could not be reached, in the spec’s words', () => {
  test('a wrong password, and an email another account uses', async () => {
    // The API's refusals as the contract shapes them (apps/api tests that it answers them).
    await startShop(({ path }) =>
      path === '/api/v1/auth/login'
        ? refusal(401, ERROR_MESSAGES.invalidCredentials, 'invalidCredentials')
        : path === '/api/v1/auth/register'
          ? refusal(409, ERROR_MESSAGES.emailTaken, 'emailTaken')
          : refusal(404, ERROR_MESSAGES.routeNotFound, 'routeNotFound'),
    );
    const { user } = await renderInShop(<AuthPage />, { path: '/auth' });
    await user.type(await screen.findByLabelText('Email'), 'nusrat@haat.test');
    await user.type(field('Password'), 'not-the-password');
    await user.click(button('Login'));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Invalid email or password.');

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    // The email stays as typed on the other tab.
    expect(field('Email')).toHaveValue('nusrat@haat.test');
    await user.type(field('Full name'), 'Second Account');
    await user.type(field('Password'), 'long-enough-password');
    await user.click(button('Sign Up'));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Email already exists. Please use a different email.',
    );
  });

  test('a server failure and a lost connection, on Login and on Sign Up', async () => {
    let answer = refusal(503, 'Down for maintenance');
    const shop = await startShop(() => answer);
    const { user } = await renderInShop(<AuthPage />, { path: '/auth' });
    await user.type(await screen.findByLabelText('Email'), 'someone@haat.test');
    await user.type(field('Password'), 'some-password');
    await user.click(button('Login'));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );

    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    answer = refusal(500, 'Something went wrong on our side.');
    await user.type(field('Full name'), 'Offline Shopper');
    await user.type(field('Password'), 'offline-password');
    await user.click(button('Sign Up'));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Server error during sign-up. Please try again later.',
    );
    expect(shop.calls('/api/v1/auth/register')).toHaveLength(1);
  });

  test('no answer at all: the connection is lost', async () => {
    const { user } = await renderInShop(<AuthPage />, { path: '/auth' });
    await user.type(await screen.findByLabelText('Email'), 'someone@haat.test');
    await user.type(field('Password'), 'some-password');
    await user.click(button('Login'));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Network error. Please check your connection.',
    );
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(field('Full name'), 'Offline Shopper');
    await user.type(field('Password'), 'offline-password');
    await user.click(button('Sign Up'));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Network error during sign-up. Please check your connection.',
    );
  });
});

test('the tabs take one stop of the Tab key, and the arrow keys move between them', async () => {
  const { user } = await renderInShop(<AuthPage />, { path: '/login' });
  const login = await screen.findByRole('tab', { name: 'Login' });
  expect(within(panel()).queryByLabelText('Full name')).not.toBeInTheDocument();
  login.focus();
  await user.keyboard('{ArrowRight}');
  const signUp = screen.getByRole('tab', { name: 'Sign Up' });
  expect(signUp).toHaveFocus();
  expect(signUp).toHaveAttribute('aria-selected', 'true');
  expect(within(screen.getByRole('tabpanel', { name: 'Sign Up' })).getByLabelText('Full name')).toBeVisible();
  await user.keyboard('{ArrowLeft}');
  expect(login).toHaveFocus();
  expect(signUp).toHaveAttribute('tabindex', '-1');
});
