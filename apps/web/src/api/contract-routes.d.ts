declare module 'virtual:haat/contract-routes' {
  /** `METHOD /path`. */
  type RouteEntry = string;
  type RouteTree = { [name: string]: RouteEntry | RouteTree };
  const routes: RouteTree;
  export default routes;
}

/** The operator's calls, for the back office's bundle only. */
declare module 'virtual:haat/admin-contract-routes' {
  /** `METHOD /path`. */
  type RouteEntry = string;
  type RouteTree = { [name: string]: RouteEntry | RouteTree };
  const routes: RouteTree;
  export default routes;
}
