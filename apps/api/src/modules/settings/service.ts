import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { type SettingKey, type SettingValues, settings } from '../../db/schema';

/** A shop setting, or null when the operator has not set it. */
export async function readSetting<K extends SettingKey>(
  db: Queryable,
  key: K,
): Promise<SettingValues[K] | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (row.value as SettingValues[K]) : null;
}
