import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../../api/query-client';
import { defineMessages, useT } from '../../../lib/i18n';
import {
  decodeToken,
  forgetSignOutPage,
  getSession,
  initialiseSession,
  login,
  logout,
  rememberRedirect,
  takeRedirect,
} from '../session';

/** Pages that read a token from the address bar themselves (social sign-in landing pages). */
const LANDING_PAGES = ['/auth/success', '/auth/google/callback'];

/**
 * What the session does around every page: restore it at start-up, and sign in with a token
 * found in the address bar (storefront spec section 4, "Token in the address bar").
 */
const sessionMessages = defineMessages('session', { loginFailed: 'Login failed: {message}' });

export function SessionEffects() {
  // Read when the alert shows, so that the address-bar effect below does not run again per render.
  const translate = useT(sessionMessages);
  const t = useRef(translate);
  t.current = translate;
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    // A call refused with 401 means the session is gone (expired, or signed out elsewhere): sign
    // in again, and come back here.
    setUnauthorizedHandler(() => {
      logout();
      rememberRedirect(`${window.location.pathname}${window.location.search}`);
      navigate('/auth');
    });
  }, [navigate]);

  useEffect(() => {
    void initialiseSession();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: it is for each new page
  useEffect(() => {
    forgetSignOutPage();
  }, [location.pathname]);

  useEffect(() => {
    if (LANDING_PAGES.includes(location.pathname)) return;
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
