// The catalogue's calls, as its routes and the public pages use them: categories, a page of
// products, a product, the shelves and the hero picture; and `forgetCatalogue` for every change.
// Each is answered by its own file: category-tree.ts, listing.ts, product-page.ts, shelves.ts.
import type { Category, HeroImage } from '@haat/contracts';
import { NotFound } from '../../errors';
import type { FileStorage } from '../../storage';
import { readSetting } from '../settings/service';
import { createCategoryTree } from './category-tree';
import { createFiltersCondition } from './filters';
import { createListing } from './listing';
import type { ListingDatabases } from './listing-plans';
import { createProductPage } from './product-page';
import { createSearchCondition } from './search';
import { createShelves } from './shelves';

type CatalogueDeps = ListingDatabases & { storage: FileStorage };

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export function createCatalogueService({ db, prepared, plannedOnce, storage }: CatalogueDeps) {
  const categoryTree = createCategoryTree(db);
  const listing = createListing({
    db,
    prepared,
    plannedOnce,
    storage,
    filtersCondition: createFiltersCondition(categoryTree, createSearchCondition(db)),
  });

  return {
    listCategories: async (): Promise<Category[]> => (await categoryTree.read()).list,

    /** For any change to the catalogue: the next read sees it at once. */
    forgetCatalogue() {
      listing.forget();
      categoryTree.forget();
    },

    listProducts: listing.listProducts,
    product: createProductPage({ plannedOnce, storage }),
    ...createShelves({ prepared, storage }),

    async heroImage(): Promise<HeroImage> {
      const hero = await readSetting(db, 'hero_image');
      const bytes = hero ? await storage.read(hero.storageKey) : null;
      if (!hero || !bytes) throw new NotFound('heroImageMissing');
      return { success: true, image: bytes.toString('base64'), contentType: hero.contentType };
    },
  };
}
