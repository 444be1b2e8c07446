import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { type SettingKey, type SettingValues, settings } from '../../db/schema';
import { recordAction } from '../audit/service';

/** A shop setting, or null when the operator has not set it. */
export async function readSetting<K extends SettingKey>(
  db: Queryable,
  key: K,
): Promise<SettingValues[K] | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row ? (row.value as SettingValues[K]) : null;
}

/**
 * Saves a setting, its row locked so that two operators saving at once are logged in the order
 * they saved, with what each replaced.
 */
export async function saveSetting<K extends SettingKey>(
  db: Database,
  actorUserId: string,
  key: K,
  value: SettingValues[K],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, key))
      .for('update');
    await tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
    await recordAction(tx, {
      actorUserId,
      action: 'settings.change',
      entity: 'setting',
      entityId: key,
      before: (before?.value as Record<string, unknown> | undefined) ?? null,
      after: value,
    });
  });
}
