/** What the rest of the app may use of the catalogue (its pages are routed in app/routes.tsx). */
export { productQueryOptions, useCategories } from './api';
export { categoryText, type ItemText, itemTexts, useCategoryText } from './category-text';
export { SearchBox } from './components/search/search-box';
export { type ProductText, productText, useProductText } from './product-text';
