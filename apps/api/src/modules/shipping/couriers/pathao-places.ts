import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type CourierPlace, courierPlaces } from '../../../db/schema';
import { CourierUnavailable, type Parcel } from '../courier';
import { cityOfDistrict, placeNamed } from '../place-names';
import { idOf, objectOf, unreadable } from './courier-http';
import type { PathaoApi, PathaoLog } from './pathao-api';

/** How long a list of Pathao's places is used before it is asked for again: its lists change seldom. */
export const PLACES_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** How long this process reuses a list it has read, without asking the database again (a booking of many reads the same lists). */
const REMEMBERED_MS = 60_000;

/** Pathao's ids for a parcel's place: a city and its zone together (and the zone's area when it is clear), or none. */
export type PathaoPlace = { city: number; zone: number; area?: number } | null;

type Entry = Record<string, unknown>;

/** The places of one of Pathao's lists (`{ data: { data: [...] } }`), by the fields that name them. */
function placesOf(body: unknown, idField: string, nameField: string, keep: (entry: Entry) => boolean) {
  const list = objectOf(objectOf(body)?.data)?.data;
  if (!Array.isArray(list)) return null;
  return list.flatMap((item): CourierPlace[] => {
    const entry = objectOf(item);
    const id = Number(idOf(entry?.[idField]));
    const name = entry?.[nameField];
    return entry && Number.isSafeInteger(id) && typeof name === 'string' && keep(entry)
      ? [{ id, name: name.slice(0, 200) }]
      : [];
  });
}

const everyPlace = () => true;
/** An area Pathao says it does not deliver to at the door is no recipient's area. */
const deliversHome = (entry: Entry) => entry.home_delivery_available !== false;

/**
 * Pathao's cities, zones and areas, asked for when a booking first needs them and kept in
 * `courier_places` (asked for again after a week), and the parcel's district and area matched to
 * them. What does not match, or cannot be asked for now, is left out: Pathao then reads the place
 * from the address.
 */
export function pathaoPlaces({ db, api, log }: { db: Database; api: PathaoApi; log: PathaoLog }) {
  const remembered = new Map<string, { places: CourierPlace[]; until: number }>();

  async function listOf(
    list: string,
    path: string,
    read: (body: unknown) => CourierPlace[] | null,
  ): Promise<CourierPlace[]> {
    const recent = remembered.get(list);
    if (recent && recent.until > Date.now()) return recent.places;
    const places = await keptOrFetched(list, path, read);
    remembered.set(list, { places, until: Date.now() + REMEMBERED_MS });
    return places;
  }

  async function keptOrFetched(
    list: string,
    path: string,
    read: (body: unknown) => CourierPlace[] | null,
  ): Promise<CourierPlace[]> {
    const [kept] = await db
      .select()
      .from(courierPlaces)
      .where(and(eq(courierPlaces.courier, 'pathao'), eq(courierPlaces.list, list)));
    if (kept && Date.now() - kept.fetchedAt.getTime() < PLACES_KEPT_MS) return kept.places;
    try {
      const { status, body } = await api.call('GET', path);
      const places = status === 200 ? read(body) : null;
      if (!places) throw unreadable('pathao', `its ${list} list`);
      await db
        .insert(courierPlaces)
        .values({ courier: 'pathao', list, places })
        .onConflictDoUpdate({
          target: [courierPlaces.courier, courierPlaces.list],
          set: { places, fetchedAt: sql`now()` },
        });
      return places;
    } catch (error) {
      // An old list is better than none while Pathao does not answer.
      if (!(error instanceof CourierUnavailable) || !kept) throw error;
      log.warn({ courier: 'pathao', list, error: error.message }, 'kept list of places used');
      return kept.places;
    }
  }

  const cities = () =>
    listOf('cities', '/city-list', (body) => placesOf(body, 'city_id', 'city_name', everyPlace));
  const zones = (cityId: number) =>
    listOf(`zones/${cityId}`, `/cities/${cityId}/zone-list`, (body) =>
      placesOf(body, 'zone_id', 'zone_name', everyPlace),
    );
  const areas = (zoneId: number) =>
    listOf(`areas/${zoneId}`, `/zones/${zoneId}/area-list`, (body) =>
      placesOf(body, 'area_id', 'area_name', deliversHome),
    );

  return {
    cities,
    zones,
    areas,

    /** Pathao's ids for the parcel's district and area: the city with its zone, or nothing. */
    async placeOf(parcel: Pick<Parcel, 'district' | 'area'>): Promise<PathaoPlace> {
      try {
        const city = cityOfDistrict(parcel.district, await cities());
        const zone = city && parcel.area ? placeNamed(parcel.area, await zones(city.id)) : null;
        if (!city || !zone) return null;
        const area = placeNamed(parcel.area, await areas(zone.id));
        return { city: city.id, zone: zone.id, ...(area ? { area: area.id } : {}) };
      } catch (error) {
        if (!(error instanceof CourierUnavailable)) throw error;
        log.warn({ courier: 'pathao', error: error.message }, 'places not matched: Pathao reads the address');
        return null;
      }
    },
  };
}

export type PathaoPlaces = ReturnType<typeof pathaoPlaces>;
