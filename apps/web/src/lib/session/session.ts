import { isShopPath, type SessionUser } from '@haat/contracts';
import { useSyncExternalStore } from 'react';
import { ApiError, api, setHeadersForEveryCall } from '../../api/client';
import { STORAGE_KEYS } from '../storage-keys';

/**
 * The session, as storefront spec section 4 describes it: a token and a user kept in local
 * storage, restored at start-up, enriched from the profile, and dropped on logout.
 */
export type Session = {
  /** Start-up has finished: the user below is what we know. */
  initialised: boolean;
  /** A login or the start-up profile fetch is under way. */
  loading: boolean;
  token: string | null;
  user: SessionUserView | null;
  /** The page the shopper just signed out on: if it is a protected one, it goes home, not to sign-in. */
  signedOutFrom: string | null;
};

/** The user as screens use them, with the spec's defaults filled in. */
export type SessionUserView = {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'admin';
  picture: string | null;
  verifiedEmail: boolean;
};

/** Claims or stored fields a user may be built from: our API's, a token's, or older stored shapes. */
export type UserFields = Partial<SessionUser> & {
  user_id?: string;
  sub?: string;
  given_name?: string;
  family_name?: string;
  email_verified?: boolean;
  displayName?: string;
  avatar?: string;
  photo?: string;
};

export class SessionError extends Error {}

let session: Session = { initialised: false, loading: false, token: null, user: null, signedOutFrom: null };
const listeners = new Set<() => void>();

function set(change: Partial<Session>) {
  session = { ...session, ...change };
  for (const listener of listeners) listener();
}

// Every call to the API carries the session's token while there is one.
setHeadersForEveryCall(
  (): Record<string, string> => (session.token ? { authorization: `Bearer ${session.token}` } : {}),
);

/** The spec's user: id from user_id, sub or id ('unknown'); name, or given plus family name ('User'); role 'user'. */
export function toUserView(fields: UserFields): SessionUserView {
  const fullName = [fields.given_name, fields.family_name].filter(Boolean).join(' ');
  return {
    id: fields.user_id ?? fields.sub ?? fields.id ?? 'unknown',
    email: fields.email ?? '',
    name: fields.name || fullName || fields.displayName || 'User',
    role: fields.role === 'admin' ? 'admin' : 'user',
    picture: fields.picture ?? fields.avatar ?? fields.photo ?? null,
    verifiedEmail: fields.verified_email ?? fields.email_verified ?? false,
  };
}

/** The claims of a token, read without checking its signature (the API checks it). */
export function decodeToken(token: string): UserFields | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder().decode(Uint8Array.from(json, (character) => character.charCodeAt(0)));
    const claims: unknown = JSON.parse(text);
    return claims && typeof claims === 'object' ? (claims as UserFields) : null;
  } catch {
    return null;
  }
}

function store(token: string, user: SessionUserView) {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** What the browser keeps of a signed-in shopper; none of it may outlive the session on a shared phone. */
const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.user,
  STORAGE_KEYS.redirectAfterLogin,
  STORAGE_KEYS.profile,
  STORAGE_KEYS.addresses,
  STORAGE_KEYS.cartItems,
];

/** Clears the token, the user, the post-login redirect and the shopper's copies, and marks the session initialised. */
export function logout() {
  for (const key of SESSION_KEYS) localStorage.removeItem(key);
  set({ initialised: true, loading: false, token: null, user: null, signedOutFrom: null });
}

/**
 * The shopper's own Sign Out on the page at `path`: the server ends the session, so a copy of the
 * token is worth nothing, and the browser forgets it at once, answered or not (offline, it is
 * still signed out here). A protected page is left for home.
 */
export function signOut(path: string) {
  const { token } = session;
  if (token) {
    api.auth
      .logout({ extraHeaders: { authorization: `Bearer ${token}` }, fetchOptions: { keepalive: true } })
      .catch(() => {});
  }
  logout();
  set({ signedOutFrom: path });
}

/** Ends every session of the shopper on the server (this one too), then signs out here. */
export async function signOutEverywhere(path: string): Promise<void> {
  const { token } = session;
  // The token named, as Sign Out does: a session the server no longer takes is ended already, and
  // its 401 no reason to sign in again.
  const response = await api.auth.logoutEverywhere({
    extraHeaders: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (response.status !== 200 && response.status !== 401) throw ApiError.of(response);
  logout();
  set({ signedOutFrom: path });
}

/**
 * The browser no longer holds the token this page signed in with: the shopper signed out in
 * another tab. The page still shows what it had, but has no session to change it with.
 */
export function signedOutElsewhere(): boolean {
  return session.token !== null && localStorage.getItem(STORAGE_KEYS.token) === null;
}

/** Once the shopper has moved on, a protected page asks them to sign in again. */
export function forgetSignOutPage() {
  if (session.signedOutFrom !== null) set({ signedOutFrom: null });
}

/** The profile; or `refused` (401: the token is not accepted), `failed` (another answer) or `unanswered`. */
type ProfileAnswer = SessionUserView | 'refused' | 'failed' | 'unanswered';

async function askProfile(): Promise<ProfileAnswer> {
  try {
    const response = await api.auth.profile();
    if (response.status === 200) return toUserView(response.body.user);
    return response.status === 401 ? 'refused' : 'failed';
  } catch {
    // Offline, or the page is going away while it asks.
    return 'unanswered';
  }
}

/**
 * Signs in with a token, and the user's fields when the caller has them (else the token's
 * claims). Fails with 'No token provided' or 'User ID not found', logging out either way. The
 * profile then refreshes the user: a token the shop refuses fails ('Invalid authentication
 * token'); without an answer, or another one, the given fields stand.
 */
export async function login(token: string, fields?: UserFields): Promise<SessionUserView> {
  if (!token) {
    logout();
    throw new SessionError('No token provided');
  }
  const user = toUserView(fields ?? decodeToken(token) ?? {});
  if (user.id === 'unknown') {
    logout();
    throw new SessionError('User ID not found');
  }
  store(token, user);
  set({ initialised: true, loading: true, token, user, signedOutFrom: null });
  const profile = await askProfile();
  if (profile === 'refused') {
    logout();
    throw new SessionError('Invalid authentication token');
  }
  if (typeof profile === 'object') store(token, profile);
  set({ loading: false, ...(typeof profile === 'object' ? { user: profile } : {}) });
  return session.user ?? user;
}

/** Restores the session at start-up, once. */
export async function initialiseSession() {
  if (session.initialised || session.loading) return;
  const token = localStorage.getItem(STORAGE_KEYS.token);
  if (!token) {
    set({ initialised: true });
    return;
  }
  const stored = localStorage.getItem(STORAGE_KEYS.user);
  if (stored !== null) {
    try {
      set({ initialised: true, token, user: toUserView(JSON.parse(stored) as UserFields) });
    } catch {
      logout();
    }
    return;
  }
  set({ loading: true, token });
  const profile = await askProfile();
  if (typeof profile === 'object') {
    store(token, profile);
    set({ initialised: true, loading: false, user: profile });
    return;
  }
  // An answer other than the profile ends the session. Without an answer the token's own claims
  // stand in, unstored, so that a lost connection (or a reload mid-request) does not sign out.
  const fromToken = profile === 'unanswered' ? toUserView(decodeToken(token) ?? {}) : null;
  if (fromToken && fromToken.id !== 'unknown') set({ initialised: true, loading: false, user: fromToken });
  else logout();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession() {
  const current = useSyncExternalStore(subscribe, () => session);
  return { ...current, authenticated: Boolean(current.user && current.token && !current.loading) };
}

export const getSession = () => session;

/** The signed-in shopper's id, or undefined for a guest (or while the session is still starting). */
export function useShopperId(): string | undefined {
  const current = useSession();
  return current.authenticated ? current.user?.id : undefined;
}

type UserChange = Partial<Pick<SessionUserView, 'name' | 'email' | 'verifiedEmail'>>;

/**
 * Takes in what the server now says of the signed-in shopper (a new name, a verified address), so
 * every screen shows it; nothing happens when it is another user's or nothing changed.
 */
export function updateSessionUser(userId: string, change: UserChange) {
  const current = session.user;
  if (!session.token || !current || current.id !== userId) return;
  const keys = Object.keys(change) as (keyof UserChange)[];
  if (keys.every((key) => current[key] === change[key])) return;
  const user = { ...current, ...change };
  store(session.token, user);
  set({ user });
}

/** Remembers where to come back to after signing in. */
export function rememberRedirect(path: string) {
  localStorage.setItem(STORAGE_KEYS.redirectAfterLogin, path);
}

/** The remembered place, left in place. */
export function rememberedRedirect(): string | undefined {
  const target = localStorage.getItem(STORAGE_KEYS.redirectAfterLogin);
  return isShopPath(target) ? target : undefined;
}

/** The remembered place, once: reading it clears it. */
export function takeRedirect(fallback = '/'): string {
  const target = rememberedRedirect();
  localStorage.removeItem(STORAGE_KEYS.redirectAfterLogin);
  return target ?? fallback;
}
