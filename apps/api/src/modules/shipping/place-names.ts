import { DIVISIONS } from '@haat/contracts/bangladesh';

/**
 * Matching the shop's places to a courier's. The address book writes districts as the government
 * has spelt them since 2018 (Chattogram, Cumilla, Jashore); couriers' lists keep older spellings
 * (Chittagong, Comilla, Jessore, B. Baria) and write the same sounds in several ways (-gonj and
 * -ganj, Jhenidah and Jhenaidah). A name that matches nothing is left out, so that the courier
 * reads the place from the address itself.
 */

/** The other ways districts are written, by the address book's name; -gonj and -ganj are read alike without them. */
const OTHER_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  Barishal: ['Barisal'],
  Bogura: ['Bogra'],
  Brahmanbaria: ['B. Baria', 'B Baria', 'Bbaria'],
  'Chapai Nawabganj': ['Nawabganj', 'Chapai'],
  Chattogram: ['Chittagong', 'Chattagram', 'Ctg'],
  Cumilla: ['Comilla'],
  Jashore: ['Jessore'],
  Jhalokati: ['Jhalokathi', 'Jhalakathi', 'Jhalakati'],
  Jhenaidah: ['Jhenidah', 'Jhinaidah'],
  Joypurhat: ['Jaipurhat', 'Jaypurhat'],
  Khagrachhari: ['Khagrachari', 'Khagrachori'],
  Kishoreganj: ['Kishorganj'],
  Kushtia: ['Kustia'],
  Lakshmipur: ['Laxmipur', 'Lakshipur'],
  Moulvibazar: ['Maulvibazar', 'Moulavibazar'],
  Munshiganj: ['Munsiganj'],
  Narsingdi: ['Narshingdi', 'Norsingdi'],
  Netrokona: ['Netrakona'],
  Nilphamari: ['Nilfamari'],
  Panchagarh: ['Panchagar', 'Panchgarh'],
  Patuakhali: ['Potuakhali'],
  Satkhira: ['Shatkhira'],
};

/** Words that say what kind of place a name is, not which one. */
const KIND_WORDS = /\b(district|zila|zilla|city)\b/g;

/** A name's words as compared: lower case, letters and digits only, -gonj read as -ganj. */
export const wordsOf = (name: string): string[] =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`.]/g, '')
    .split(/[^a-z0-9\u0980-\u09ff]+/)
    .filter(Boolean)
    .map((word) => word.replace(/gonj$/, 'ganj'));

const plain = (name: string) => wordsOf(name.toLowerCase().replace(KIND_WORDS, ' ')).join('');

/** A name as it sounds roughly: no vowels, no h, no doubled letters (Jessore and Jashore, Bogra and Bogura). */
const skeletonOf = (plainName: string) =>
  plainName
    .replace(/h/g, '')
    .replace(/[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');

const DISTRICTS = DIVISIONS.flatMap((division) => division.districts);

/** Every known spelling of a district (English, Bengali, older), as compared, to its address-book name. */
const BY_SPELLING = new Map<string, string>(
  DISTRICTS.flatMap((district) =>
    [district.en, district.bn, ...(OTHER_SPELLINGS[district.en] ?? [])].map(
      (spelling) => [plain(spelling), district.en] as const,
    ),
  ),
);

/** Districts by their rough sound, where it names one district only. */
const BY_SKELETON = (() => {
  const found = new Map<string, string | null>();
  for (const district of DISTRICTS) {
    const skeleton = skeletonOf(plain(district.en));
    found.set(skeleton, found.has(skeleton) ? null : district.en);
  }
  return found;
})();

/** The address book's name of the district `name` spells, however it spells it; null when it names none. */
export function districtNamed(name: string): string | null {
  const key = plain(name);
  if (!key) return null;
  return BY_SPELLING.get(key) ?? BY_SKELETON.get(skeletonOf(key)) ?? null;
}

/**
 * The courier's city for the shop's district: the one its list spells the same, else the one that
 * names the same district in another spelling; null when none does.
 */
export function cityOfDistrict<Place extends { name: string }>(
  district: string,
  cities: readonly Place[],
): Place | null {
  const wanted = districtNamed(district);
  if (!wanted) return null;
  const same = cities.find((city) => plain(city.name) === plain(wanted));
  return same ?? cities.find((city) => districtNamed(city.name) === wanted) ?? null;
}

/**
 * The courier's place (a zone, an area) for what the shopper typed: the one spelt the same, else
 * the one whose name begins what was typed ("Uttara" for "Uttara Sector 7"), the longest such;
 * null when none does, or when two would do equally well.
 */
export function placeNamed<Place extends { name: string }>(
  typed: string,
  places: readonly Place[],
): Place | null {
  const words = wordsOf(typed);
  if (words.length === 0) return null;
  const wanted = words.join(' ');
  const same = places.filter((place) => wordsOf(place.name).join(' ') === wanted);
  if (same.length > 0) return same.length === 1 ? (same[0] ?? null) : null;
  const begins = places
    .map((place) => ({ place, words: wordsOf(place.name) }))
    .filter(
      (candidate) =>
        candidate.words.length > 0 &&
        candidate.words.length < words.length &&
        candidate.words.every((word, at) => words[at] === word),
    )
    .sort((a, b) => b.words.length - a.words.length);
  const [best, next] = begins;
  if (!best || (next && next.words.length === best.words.length)) return null;
  return best.place;
}
