import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PAGE_SORTS,
  countNarrowing,
  filtersFromSearch,
  productQueryOf,
  searchFromFilters,
} from './filters';

describe('filtersFromSearch', () => {
  it('reads the filters of the address, matching brands and colours to the lists in any case', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('category=a,b&brand=shapla,Nobody&colour=RED&page=3'),
    );
    expect(filters).toMatchObject({ categories: ['a', 'b'], brands: ['Shapla'], colours: ['Red'], page: 3 });
  });

  it('on a category page, ignores categories and items in the address: the page’s own category stands', () => {
    const filters = filtersFromSearch(new URLSearchParams('category=a&item=b&brand=Shapla'), {
      sorts: CATEGORY_PAGE_SORTS,
      fallback: 'popularity',
      scoped: true,
    });
    expect(filters).toMatchObject({ categories: [], items: [], brands: ['Shapla'] });
    expect(searchFromFilters(filters, 'popularity')).toBe('?brand=Shapla');
  });

  it('reads the countries products ship from, in any case, leaving out those the filter does not list', () => {
    const filters = filtersFromSearch(new URLSearchParams('shipsFrom=bd,IN,US'));
    expect(filters.shipsFrom).toEqual(['BD', 'IN']);
    expect(searchFromFilters(filters)).toBe('?shipsFrom=BD%2CIN');
    expect(productQueryOf(filters, { page: 1, pageSize: 24 })).toMatchObject({ shipsFrom: 'BD,IN' });
    expect(countNarrowing(filters)).toBe(2);
  });

  it('reads prices and the page written in Bengali digits', () => {
    const filters = filtersFromSearch(new URLSearchParams('minPrice=১০০০&maxPrice=২৫০০&page=৩'));
    expect(filters).toMatchObject({ minPrice: 1000, maxPrice: 2500, page: 3 });
  });
});
