/** The signed-in shopper, for the whole app: the session, its start-up and the guard of protected pages. */
export { RequireSession } from './require-session';
export {
  decodeToken,
  getSession,
  login,
  logout,
  rememberedRedirect,
  rememberRedirect,
  SessionError,
  type SessionUserView,
  signedOutElsewhere,
  signOut,
  signOutEverywhere,
  takeRedirect,
  toUserView,
  type UserFields,
  updateSessionUser,
  useSession,
  useShopperId,
} from './session';
export { SessionEffects } from './session-effects';
