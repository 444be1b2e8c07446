import { type AddressFields, MAX_ADDRESSES_PER_SHOPPER, type SavedAddress } from '@haat/contracts';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { addresses, users, verifiedPhones } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { isPhoneVerified } from '../risk/verified-phones';

export type AddressBook = ReturnType<typeof createAddressBook>;

type AddressRow = typeof addresses.$inferSelect;

const savedAddress = (row: AddressRow, phoneVerified: boolean): SavedAddress => ({
  _id: row.id,
  type: row.type,
  fullName: row.fullName,
  phone: row.phone,
  phoneVerified,
  province: row.province,
  city: row.city,
  zone: row.zone,
  address: row.address,
  landmark: row.landmark,
  postalCode: row.postalCode,
  country: 'Bangladesh',
  isDefault: row.isDefault,
});

/** The columns an address form sets; the postcode is built as the spec's form builds it. */
const columnsOf = (fields: AddressFields) => ({
  type: fields.type,
  fullName: fields.fullName,
  phone: fields.phone,
  province: fields.province,
  city: fields.city,
  zone: fields.zone,
  address: fields.address,
  landmark: fields.landmark,
  postalCode: `${fields.province} - ${fields.city} - ${fields.zone}`,
  country: 'Bangladesh',
});

/**
 * A shopper's saved addresses, which are also the checkout's pickup points. At most one is the
 * default: the first saved, or the last marked so. Changes of one shopper's book take turns on the
 * shopper's row, so parallel saves can neither pass the limit nor make two defaults.
 */
export function createAddressBook({ db }: { db: Database }) {
  const lockShopper = (tx: Transaction, userId: string) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

  const clearDefault = (tx: Transaction, userId: string, except?: string) =>
    tx
      .update(addresses)
      .set({ isDefault: false })
      .where(
        and(
          eq(addresses.userId, userId),
          eq(addresses.isDefault, true),
          except ? ne(addresses.id, except) : undefined,
        ),
      );

  async function list(userId: string): Promise<SavedAddress[]> {
    const rows = await db
      .select({ address: addresses, verifiedAt: verifiedPhones.verifiedAt })
      .from(addresses)
      .leftJoin(
        verifiedPhones,
        and(eq(verifiedPhones.userId, addresses.userId), eq(verifiedPhones.phone, addresses.phone)),
      )
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
    return rows.map((row) => savedAddress(row.address, row.verifiedAt !== null));
  }

  async function create(userId: string, fields: AddressFields): Promise<SavedAddress> {
    return db.transaction(async (tx) => {
      await lockShopper(tx, userId);
      const [held] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
      const kept = held?.n ?? 0;
      if (kept >= MAX_ADDRESSES_PER_SHOPPER) throw new Conflict('addressLimitReached');
      const isDefault = fields.isDefault || kept === 0;
      if (isDefault) await clearDefault(tx, userId);
      const [row] = await tx
        .insert(addresses)
        .values({ userId, ...columnsOf(fields), isDefault })
        .returning();
      if (!row) throw new Error('the address was not saved');
      return savedAddress(row, await isPhoneVerified(tx, userId, row.phone));
    });
  }

  async function update(userId: string, id: string, fields: AddressFields): Promise<SavedAddress> {
    if (!isUuid(id)) throw new NotFound('addressNotFound');
    return db.transaction(async (tx) => {
      await lockShopper(tx, userId);
      if (fields.isDefault) await clearDefault(tx, userId, id);
      const [row] = await tx
        .update(addresses)
        .set({ ...columnsOf(fields), isDefault: fields.isDefault })
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning();
      if (!row) throw new NotFound('addressNotFound');
      return savedAddress(row, await isPhoneVerified(tx, userId, row.phone));
    });
  }

  /** Deletes an address; when it was the default, the oldest one left becomes the default. */
  async function remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw new NotFound('addressNotFound');
    await db.transaction(async (tx) => {
      await lockShopper(tx, userId);
      const [gone] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ isDefault: addresses.isDefault });
      if (!gone) throw new NotFound('addressNotFound');
      if (!gone.isDefault) return;
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(asc(addresses.createdAt), asc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    });
  }

  return { list, create, update, remove };
}
