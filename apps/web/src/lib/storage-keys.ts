/** Every key the web app keeps in local storage, named as the spec names them. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  redirectAfterLogin: 'redirect_after_login',
  cartItems: 'cartItems',
  recentlyViewed: 'recentlyViewed',
  preferences: 'preferences',
  profile: 'profile',
  addresses: 'addresses',
} as const;

/** Reads JSON from local storage; anything missing or unreadable is the fallback. */
export function readStored<T>(key: string, fallback: T): T {
  try {
    const text = localStorage.getItem(key);
    return text === null ? fallback : (JSON.parse(text) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private browsing or a full quota: the app works on, it only forgets.
  }
}
