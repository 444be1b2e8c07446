import { z } from 'zod';
import { c, multilineText, operatorOnly, requiredText, Taka, text } from '../common';
import { DEFAULT_SHIPS_FROM, SHIPS_FROM } from '../constants';
import { ERROR_MESSAGES, ErrorResponse } from '../errors';
import { AdminPage, changeRefusals, optionalFilter, pageOf, SearchText } from './common';

/** The largest picture an operator may upload, as sent: a camera's full-size JPEG fits. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The most pictures one product keeps: a gallery a shopper still scrolls through. */
export const MAX_PRODUCT_IMAGES = 12;
/** The highest price taken, in taka: far above any garment, far below what poisha in a number hold. */
export const MAX_PRODUCT_PRICE = 1_000_000;
/** The most units of one size (or of a one-size product) a product may hold: a warehouse, not a typo. */
export const MAX_SIZE_STOCK = 100_000;
/** The form field a picture travels in, in a multipart upload. */
export const IMAGE_FIELD = 'image';

export const PRODUCT_STATES = ['active', 'archived'] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];

const id = text().max(100);
const Price = z
  .number({ message: ERROR_MESSAGES.productPriceInvalid })
  .positive(ERROR_MESSAGES.productPriceInvalid)
  .max(MAX_PRODUCT_PRICE, ERROR_MESSAGES.productPriceInvalid)
  .multipleOf(0.01, ERROR_MESSAGES.productPriceInvalid);
const Units = z
  .number({ message: ERROR_MESSAGES.stockInvalid })
  .int(ERROR_MESSAGES.stockInvalid)
  .min(0, ERROR_MESSAGES.stockInvalid)
  .max(MAX_SIZE_STOCK, ERROR_MESSAGES.stockInvalid);

/** The longest name and description, in either language. */
export const PRODUCT_NAME_MAX = 200;
export const PRODUCT_DESCRIPTION_MAX = 5000;

/**
 * The Bengali version of a text, which a product may go without: trimmed, and an empty one (or
 * none sent) is none, null, so the shop shows the English text instead.
 */
const bengaliVersion = (schema: z.ZodString) =>
  schema
    .nullish()
    .transform((value) => value || null)
    .default(null);

/** A number for each size, S to XXL. */
const bySize = <T extends z.ZodType>(units: T) =>
  z.object({ S: units, M: units, L: units, XL: units, XXL: units });

/** Units per size; a size left out is not changed (or, for a new product, none in stock). */
export const SizeUnits = bySize(Units.optional()).strict();

export const AdminProductListQuery = z.object({
  /** Part of the name (English or Bengali) or the brand. */
  q: optionalFilter(SearchText),
  /** A category's id. */
  category: optionalFilter(id),
  state: optionalFilter(z.enum(PRODUCT_STATES)),
  ...AdminPage,
});
export type AdminProductListQuery = z.input<typeof AdminProductListQuery>;

export const AdminProductImage = z.object({
  _id: z.string(),
  /** 360 px wide. */
  thumbnail: z.string(),
  /** 720 px wide. */
  large: z.string(),
});
export type AdminProductImage = z.infer<typeof AdminProductImage>;

export const AdminProductRow = z.object({
  _id: z.string(),
  name: z.string(),
  brand: z.string(),
  price: Taka,
  oldPrice: Taka.nullable(),
  category: z.object({ _id: z.string(), title: z.string(), slug: z.string() }),
  item: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** False once archived: out of the catalogue, still in old orders. */
  active: z.boolean(),
  /** The first picture, small; empty when there is none. */
  thumbnail: z.string(),
  /** Sold in one size: its units are `stockTotal`, and it has no sizes. */
  oneSize: z.boolean(),
  /** Units of every size, S to XXL; all 0 for a one-size product. */
  stock: bySize(z.number().int().nonnegative()),
  /** Units over all sizes: a one-size product's units. */
  stockTotal: z.number().int().nonnegative(),
  /** The seller's country. */
  shipsFrom: z.enum(SHIPS_FROM),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof AdminProductRow>;

export const AdminProduct = AdminProductRow.extend({
  /** The name in Bengali; null when it has none (the shop then shows the English one). */
  nameBn: z.string().nullable(),
  description: z.string(),
  descriptionBn: z.string().nullable(),
  colour: z.string(),
  /** In gallery order: the first is the one the catalogue shows. */
  images: z.array(AdminProductImage),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

/** A product as the operator writes it. */
export const ProductInput = z
  .object({
    name: requiredText(ERROR_MESSAGES.productNameRequired, PRODUCT_NAME_MAX),
    /** The name in Bengali, for shoppers who read the shop in Bengali; empty or left out is none. */
    nameBn: bengaliVersion(text().trim().max(PRODUCT_NAME_MAX)),
    description: multilineText().trim().max(PRODUCT_DESCRIPTION_MAX).default(''),
    descriptionBn: bengaliVersion(multilineText().trim().max(PRODUCT_DESCRIPTION_MAX)),
    categoryId: id.min(1, ERROR_MESSAGES.productCategoryUnknown),
    /** A category item (subcategory) of that category, or none. */
    itemId: id.nullable().default(null),
    price: Price,
    /** The earlier price, shown struck through: above the price, or none. */
    oldPrice: Price.nullable().default(null),
    brand: text().trim().max(100).default(''),
    colour: text().trim().max(60).default(''),
    shipsFrom: z.enum(SHIPS_FROM, { message: ERROR_MESSAGES.shipsFromUnknown }).default(DEFAULT_SHIPS_FROM),
    /** Sold in one size, with one stock figure (`units`); otherwise in sizes S to XXL, each with its own (`stock`). */
    oneSize: z.boolean().default(false),
    /** Stock per size of a sized product. */
    stock: SizeUnits.default({}),
    /**
     * Units in stock of a one-size product. Left out: unchanged, or, for a product that becomes
     * one-size, the units its sizes held; 0 for a new product.
     */
    units: Units.optional(),
  })
  .refine((product) => product.oldPrice === null || product.oldPrice > product.price, {
    message: ERROR_MESSAGES.productOldPriceNotHigher,
    path: ['oldPrice'],
  })
  .refine(
    (product) => !product.oneSize || Object.values(product.stock).every((units) => units === undefined),
    {
      message: ERROR_MESSAGES.stockSizesOfOneSize,
      path: ['stock'],
    },
  )
  .refine((product) => product.oneSize || product.units === undefined, {
    message: ERROR_MESSAGES.stockUnitsOfSized,
    path: ['units'],
  });
export type ProductInput = z.input<typeof ProductInput>;

/** The stock per size of a sized product, or the units of a one-size one: what is left out is unchanged. */
export const SetStock = z.object({ stock: SizeUnits.default({}), units: Units.optional() });
export type SetStock = z.input<typeof SetStock>;

export const ReorderImages = z.object({ imageIds: z.array(id).max(MAX_PRODUCT_IMAGES) });

export const AdminCategoryItem = z.object({
  _id: z.string(),
  name: z.string(),
  /** The name in Bengali; null when it has none (the shop then shows the English one). */
  nameBn: z.string().nullable(),
  slug: z.string(),
  /** Products (archived too) filed under the item: it may be deleted only at 0. */
  productCount: z.number().int().nonnegative(),
});
export const AdminCategory = z.object({
  _id: z.string(),
  title: z.string(),
  /** The title in Bengali; null when it has none (the shop then shows the English one). */
  titleBn: z.string().nullable(),
  slug: z.string(),
  productCount: z.number().int().nonnegative(),
  items: z.array(AdminCategoryItem),
});
export type AdminCategory = z.infer<typeof AdminCategory>;

/** The longest name of a category or item, in either language. */
export const CATEGORY_NAME_MAX = 60;

/**
 * A category's or item's name as the operator writes it. Its Bengali version is optional: left
 * out, null, empty or spaces are none, so a rename without it takes the Bengali away.
 */
export const CategoryName = z.object({
  name: requiredText(ERROR_MESSAGES.categoryNameRequired, CATEGORY_NAME_MAX),
  /** The name in Bengali, for shoppers who read the shop in Bengali; empty or left out is none. */
  nameBn: bengaliVersion(text().trim().max(CATEGORY_NAME_MAX)),
});
export type CategoryName = z.input<typeof CategoryName>;
export const CategoryOrder = z.object({ ids: z.array(id).max(500) });

export const ADMIN_CATALOGUE_MESSAGES = {
  productCreated: 'Product “{name}” added.',
  productSaved: 'Product “{name}” saved.',
  productArchived: '“{name}” is archived: shoppers no longer see it.',
  productRestored: '“{name}” is back in the catalogue.',
  stockSaved: 'Stock of “{name}” saved.',
  imageAdded: 'Picture added.',
  imagesReordered: 'Pictures reordered.',
  imageDeleted: 'Picture deleted.',
  categoryCreated: 'Category “{name}” added.',
  categoryRenamed: 'Category renamed to “{name}”.',
  categoriesReordered: 'Categories reordered.',
  categoryDeleted: 'Category “{name}” deleted.',
  itemCreated: 'Item “{name}” added.',
  itemRenamed: 'Item renamed to “{name}”.',
  itemsReordered: 'Items reordered.',
  itemDeleted: 'Item “{name}” deleted.',
  heroImageSet: 'The home page picture is changed.',
} as const;

const refusals = changeRefusals;
const uploadRefusals = { ...refusals, 413: ErrorResponse, 422: ErrorResponse } as const;
const productDone = z.object({ success: z.literal(true), message: z.string(), product: AdminProduct });
const categoriesDone = z.object({
  success: z.literal(true),
  message: z.string(),
  categories: z.array(AdminCategory),
});
const productId = z.object({ id });
const productImageId = z.object({ id, imageId: id });
const categoryId = z.object({ id });
const categoryItemId = z.object({ id, itemId: id });
/** A picture sent as multipart/form-data, in the field IMAGE_FIELD; its bytes are checked, not its name. */
const imageUpload = { contentType: 'multipart/form-data', body: c.type<FormData>() } as const;

export const adminCatalogueContract = c.router({
  products: {
    method: 'GET',
    path: '/products',
    query: AdminProductListQuery,
    summary:
      'Products, archived ones too, searched by name (English or Bengali) or brand, a page at a time, newest first',
    responses: {
      200: z.object({ success: z.literal(true), ...pageOf(AdminProductRow) }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  product: {
    method: 'GET',
    path: '/products/:id',
    pathParams: productId,
    summary: 'One product with its pictures and stock, archived or not',
    responses: {
      200: z.object({ success: z.literal(true), product: AdminProduct }),
      401: ErrorResponse,
      403: ErrorResponse,
      404: ErrorResponse,
    },
    ...operatorOnly,
  },
  createProduct: {
    method: 'POST',
    path: '/products',
    body: ProductInput,
    summary: 'Adds a product to the catalogue (pictures are added to it afterwards)',
    responses: { ...refusals, 201: productDone },
    ...operatorOnly,
  },
  updateProduct: {
    method: 'PUT',
    path: '/products/:id',
    pathParams: productId,
    body: ProductInput,
    summary: 'Changes a product: every field as the editor shows it',
    responses: { ...refusals, 200: productDone },
    ...operatorOnly,
  },
  archiveProduct: {
    method: 'POST',
    path: '/products/:id/archive',
    pathParams: productId,
    body: c.noBody(),
    summary: 'Takes a product out of the catalogue; it stays in old orders and may be restored',
    responses: { ...refusals, 200: productDone },
    ...operatorOnly,
  },
  restoreProduct: {
    method: 'POST',
    path: '/products/:id/restore',
    pathParams: productId,
    body: c.noBody(),
    summary: 'Puts an archived product back in the catalogue',
    responses: { ...refusals, 200: productDone },
    ...operatorOnly,
  },
  setStock: {
    method: 'PUT',
    path: '/products/:id/stock',
    pathParams: productId,
    body: SetStock,
    summary:
      'Sets the units in stock of the sizes given (the other sizes keep theirs), or of a one-size product',
    responses: { ...refusals, 200: productDone },
    ...operatorOnly,
  },
  addImage: {
    method: 'POST',
    path: '/products/:id/images',
    pathParams: productId,
    ...imageUpload,
    summary: `Adds a picture (PNG, JPEG or WebP, at most 5 MB) after the product's others, cut to 4:5`,
    responses: { ...uploadRefusals, 201: productDone },
    ...operatorOnly,
  },
  reorderImages: {
    method: 'PUT',
    path: '/products/:id/images/order',
    pathParams: productId,
    body: ReorderImages,
    summary: "Puts the product's pictures in a new order: every picture's id, once each",
    responses: { ...refusals, 200: productDone },
    ...operatorOnly,
  },
  deleteImage: {
    method: 'DELETE',
    path: '/products/:id/images/:imageId',
    pathParams: productImageId,
    body: c.noBody(),
    summary: 'Deletes one picture of a product',
    responses: { ...refusals, 200: productDone },
    ...operatorOnly,
  },
  categories: {
    method: 'GET',
    path: '/categories',
    summary: 'Every category with its items, in menu order, and how many products each holds',
    responses: {
      200: z.object({ success: z.literal(true), categories: z.array(AdminCategory) }),
      401: ErrorResponse,
      403: ErrorResponse,
    },
    ...operatorOnly,
  },
  createCategory: {
    method: 'POST',
    path: '/categories',
    body: CategoryName,
    summary:
      'Adds a category at the end of the menu, with its Bengali name if given; its slug is made from its name',
    responses: { ...refusals, 201: categoriesDone },
    ...operatorOnly,
  },
  renameCategory: {
    method: 'PUT',
    path: '/categories/:id',
    pathParams: categoryId,
    body: CategoryName,
    summary:
      'Renames a category and sets its Bengali name (none when left out); its slug (and so its page address) follows the English name',
    responses: { ...refusals, 200: categoriesDone },
    ...operatorOnly,
  },
  reorderCategories: {
    method: 'PUT',
    path: '/categories/order',
    body: CategoryOrder,
    summary: "The menu's new order: every category's id, once each",
    responses: { ...refusals, 200: categoriesDone },
    ...operatorOnly,
  },
  deleteCategory: {
    method: 'DELETE',
    path: '/categories/:id',
    pathParams: categoryId,
    body: c.noBody(),
    summary: 'Deletes a category no product is filed under, with its items',
    responses: { ...refusals, 200: categoriesDone },
    ...operatorOnly,
  },
  createItem: {
    method: 'POST',
    path: '/categories/:id/items',
    pathParams: categoryId,
    body: CategoryName,
    summary: "Adds an item (subcategory) at the end of the category's, with its Bengali name if given",
    responses: { ...refusals, 201: categoriesDone },
    ...operatorOnly,
  },
  renameItem: {
    method: 'PUT',
    path: '/categories/:id/items/:itemId',
    pathParams: categoryItemId,
    body: CategoryName,
    summary:
      'Renames an item and sets its Bengali name (none when left out); its slug follows the English name',
    responses: { ...refusals, 200: categoriesDone },
    ...operatorOnly,
  },
  reorderItems: {
    method: 'PUT',
    path: '/categories/:id/items/order',
    pathParams: categoryId,
    body: CategoryOrder,
    summary: "The category's items in a new order: every item's id, once each",
    responses: { ...refusals, 200: categoriesDone },
    ...operatorOnly,
  },
  deleteItem: {
    method: 'DELETE',
    path: '/categories/:id/items/:itemId',
    pathParams: categoryItemId,
    body: c.noBody(),
    summary: 'Deletes an item no product is filed under',
    responses: { ...refusals, 200: categoriesDone },
    ...operatorOnly,
  },
  setHeroImage: {
    method: 'POST',
    path: '/storefront/hero-image',
    ...imageUpload,
    summary: "Sets the home page's hero picture (PNG, JPEG or WebP, at most 5 MB)",
    responses: { ...uploadRefusals, 200: z.object({ success: z.literal(true), message: z.string() }) },
    ...operatorOnly,
  },
});
