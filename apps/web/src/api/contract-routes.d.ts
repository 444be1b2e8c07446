declare module 'virtual:haat/contract-routes' {
  type RouteEntry = { method: string; path: string };
  type RouteTree = { [name: string]: RouteEntry | RouteTree };
  const routes: RouteTree;
  export default routes;
}
