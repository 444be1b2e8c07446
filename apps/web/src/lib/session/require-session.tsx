import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '../../config/paths';
import { rememberRedirect, useSession } from './session';

/**
 * A page for signed-in shoppers only: a visitor is sent to /auth, and the page is remembered in
 * redirect_after_login so that signing in comes back to it. A shopper who has just signed out goes home.
 */
export function RequireSession({ children, loading }: { children: ReactNode; loading: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session.initialised || session.loading) return loading;
  // Signing out on a protected page leaves it for the home page, with nothing to come back to.
  if (session.signedOutFrom === location.pathname) return <Navigate to="/" replace />;
  if (!session.authenticated) {
    rememberRedirect(`${location.pathname}${location.search}`);
    return <Navigate to={PATHS.auth} replace />;
  }
  return children;
}
