import { UNSAFE_createBrowserHistory } from 'react-router';

let history: ReturnType<typeof UNSAFE_createBrowserHistory> | undefined;

/**
 * The browser's history as the router follows it. The shop keeps it itself so that choosing a
 * language can move the page to its address in that language (`/bn/…`), and the router, whose base
 * follows the address, sees the move as one navigation. Made when first asked for, in a browser.
 */
export const browserHistory = () => (history ??= UNSAFE_createBrowserHistory({ v5Compat: true }));
