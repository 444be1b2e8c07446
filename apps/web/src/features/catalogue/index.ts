/** What the rest of the app may use of the catalogue (its pages are routed in app/routes.tsx). */
export { productQueryOptions, useCategories } from './api';
export { SearchBox } from './components/search/search-box';
