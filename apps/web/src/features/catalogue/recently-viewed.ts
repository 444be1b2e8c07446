import type { ProductSummary } from '@haat/contracts';
import { LIMITS } from '@haat/contracts/constants';
import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage-keys';

/**
 * The products a shopper has looked at, newest first, at most LIMITS.recentlyViewed, kept in local
 * storage. Each entry holds what a product card draws, so the shelf needs no request.
 */

/** Only the card's fields: a product detail carries much more than the shelf needs. */
function summaryOf(product: ProductSummary): ProductSummary {
  return {
    _id: product._id,
    id: product.id,
    name: product.name,
    nameBn: product.nameBn,
    price: product.price,
    oldPrice: product.oldPrice,
    image: product.image,
    thumbnail: product.thumbnail,
    category: product.category,
    categorySlug: product.categorySlug,
    rating: product.rating,
    sold: product.sold,
    stock: product.stock,
    oneSize: product.oneSize,
    createdAt: product.createdAt,
  };
}

/** What another version of the app, or a hand, left in storage is checked before it is drawn. */
function isStoredProduct(value: unknown): value is ProductSummary {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.price === 'number' &&
    (entry.oldPrice === null || typeof entry.oldPrice === 'number') &&
    typeof entry.image === 'string' &&
    typeof entry.thumbnail === 'string' &&
    typeof entry.stock === 'number'
  );
}

function load(): ProductSummary[] {
  const stored = readStored<unknown>(STORAGE_KEYS.recentlyViewed, []);
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  return (
    stored
      .filter(isStoredProduct)
      .filter((product) => !seen.has(product.id) && Boolean(seen.add(product.id)))
      .slice(0, LIMITS.recentlyViewed)
      // Kept before products had Bengali names, or one size: none (sized) until the product is seen again.
      .map((product) => ({
        ...product,
        nameBn: typeof product.nameBn === 'string' ? product.nameBn : null,
        oneSize: product.oneSize === true,
      }))
  );
}

let current: ProductSummary[] | null = null;
const listeners = new Set<() => void>();

function snapshot(): ProductSummary[] {
  current ??= load();
  return current;
}

/**
 * Puts a product first in the list. A product already in it is not added twice (the spec's list
 * ignores it): it keeps its place and only its figures, such as the price, are refreshed.
 */
export function rememberViewed(product: ProductSummary) {
  const list = snapshot();
  const entry = summaryOf(product);
  const index = list.findIndex((viewed) => viewed.id === entry.id);
  current =
    index === -1
      ? [entry, ...list].slice(0, LIMITS.recentlyViewed)
      : list.map((viewed, at) => (at === index ? entry : viewed));
  writeStored(STORAGE_KEYS.recentlyViewed, current);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saw a product.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.recentlyViewed) return;
    current = load();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recently viewed products, newest first, kept up to date. */
export function useRecentlyViewed(): ProductSummary[] {
  return useSyncExternalStore(subscribe, snapshot);
}
