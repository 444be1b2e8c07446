import { type CodGuardSettings, DEFAULT_COD_GUARD_SETTINGS } from '@haat/contracts/admin';
import type { Database, Queryable } from '../../db/client';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money';
import { readSetting, saveSetting } from '../settings/service';

/** The guard's settings, as the API speaks them (the order total in taka); the defaults while the operator set none. */
export async function codGuardSettingsIn(q: Queryable): Promise<CodGuardSettings> {
  const kept = await readSetting(q, 'cod_guard');
  if (!kept) return DEFAULT_COD_GUARD_SETTINGS;
  return {
    ...kept,
    verification: { when: kept.verification.when, aboveTotal: takaFromPoisha(kept.verification.aboveTotal) },
  };
}

/** Saves the guard's settings, audited as every setting is; the next order is assessed by them. */
export async function saveCodGuardSettings(
  db: Database,
  actorUserId: string,
  settings: CodGuardSettings,
): Promise<CodGuardSettings> {
  await saveSetting(db, actorUserId, 'cod_guard', {
    ...settings,
    verification: {
      when: settings.verification.when,
      aboveTotal: poishaFromTaka(settings.verification.aboveTotal),
    },
  });
  return codGuardSettingsIn(db);
}
