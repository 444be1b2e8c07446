import { EMAIL_LINK_PAGES } from '@haat/contracts/constants';
import { pageOfAddress } from '@haat/contracts/pages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api, setSessionRefusedHandler } from '../../api/client';
import { PATHS } from '../../config/paths';
import { useT } from '../i18n';
import { hasChosenLanguage, usePreferences } from '../preferences';
import {
  decodeToken,
  forgetSignOutPage,
  getSession,
  initialiseSession,
  login,
  logout,
  rememberRedirect,
  takeRedirect,
  useSession,
  useShopperId,
} from './session';
import { sessionMessages } from './session-messages';

/**
 * Pages that read a token from the address bar themselves: the social sign-in landing pages, and
 * the pages links sent by email open (their token is a link's secret, not a session).
 */
const PAGES_WITH_THEIR_OWN_TOKEN: string[] = [
  '/auth/success',
  PATHS.googleCallback,
  EMAIL_LINK_PAGES.verifyEmail,
  EMAIL_LINK_PAGES.resetPassword,
];

/** The queries that hold a shopper's own data, by the first part of their key. */
const SHOPPERS_OWN = new Set(['cart', 'wishlist', 'account', 'orders', 'addresses', 'reviews']);
const isShoppersOwn = (key: readonly unknown[]) => SHOPPERS_OWN.has(String(key[0]));

/**
 * What the session does around every page: restore it at start-up, and sign in with a token
 * found in the address bar (storefront spec section 4, "Token in the address bar").
 */

export function SessionEffects() {
  // Read when the alert shows, so that the address-bar effect below does not run again per render.
  const translate = useT(sessionMessages);
  const t = useRef(translate);
  t.current = translate;
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    // The API no longer takes the session (expired, or signed out elsewhere): sign in again, and
    // come back here. Signing in and starting up ask with a token not yet taken, and read a refusal
    // themselves.
    setSessionRefusedHandler(() => {
      if (getSession().loading) return;
      logout();
      rememberRedirect(`${pageOfAddress(window.location.pathname).path}${window.location.search}`);
      navigate(PATHS.auth);
    });
  }, [navigate]);

  useEffect(() => {
    void initialiseSession();
  }, []);

  // Signed out (by the shopper, or because the session ended): nothing of theirs stays in memory.
  const { user } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user) queryClient.removeQueries({ predicate: (query) => isShoppersOwn(query.queryKey) });
  }, [user, queryClient]);

  // The language chosen in the header goes with the signed-in shopper's account, so that the shop's
  // mail to them is written in it; at sign-in, and at each new choice. A failure is left: the next
  // order carries the language anyway.
  const shopperId = useShopperId();
  const { language } = usePreferences();
  useEffect(() => {
    if (shopperId && hasChosenLanguage()) api.account.setLanguage({ body: { language } }).catch(() => {});
  }, [shopperId, language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: it is for each new page
  useEffect(() => {
    forgetSignOutPage();
  }, [location.pathname]);

  useEffect(() => {
    if (PAGES_WITH_THEIR_OWN_TOKEN.includes(location.pathname)) return;
    const params = new URLSearchParams(location.search);
    const token = params.get('token');
    if (!token || getSession().user) return;
    params.delete('token');
    const query = params.toString();
    const here = `${location.pathname}${query ? `?${query}` : ''}`;
    const redirect = takeRedirect(here);
    // The token leaves the address bar at once, whatever happens next.
    navigate(here, { replace: true });
    login(token, decodeToken(token) ?? undefined).then(
      () => {
        if (redirect !== here) navigate(redirect, { replace: true });
      },
      (error: unknown) => {
        logout();
        window.alert(
          t.current('loginFailed', { message: error instanceof Error ? error.message : String(error) }),
        );
      },
    );
  }, [location.pathname, location.search, navigate]);

  return null;
}
