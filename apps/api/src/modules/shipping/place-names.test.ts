import { DIVISIONS } from '@haat/contracts/bangladesh';
import { describe, expect, it } from 'vitest';
import { cityOfDistrict, districtNamed, placeNamed } from './place-names';

/** A city list as Pathao's `city-list` answers it: its own ids, and the spellings it has kept. */
const PATHAO_CITIES = [
  [52, 'Bagerhat'],
  [62, 'Bandarban'],
  [34, 'Barguna'],
  [17, 'Barisal'],
  [32, 'B. Baria'],
  [8, 'Bhola'],
  [15, 'Bogra'],
  [33, 'Chandpur'],
  [60, 'Chapainawabganj'],
  [2, 'Chittagong'],
  [26, 'Chuadanga'],
  [11, 'Comilla'],
  [10, "Cox's Bazar"],
  [1, 'Dhaka'],
  [41, 'Dinajpur'],
  [31, 'Faridpur'],
  [38, 'Feni'],
  [48, 'Gaibandha'],
  [3, 'Gazipur'],
  [59, 'Gopalgonj'],
  [44, 'Habiganj'],
  [46, 'Jamalpur'],
  [14, 'Jessore'],
  [57, 'Jhalokathi'],
  [27, 'Jhenidah'],
  [61, 'Joypurhat'],
  [63, 'Khagrachari'],
  [7, 'Khulna'],
  [42, 'Kishoreganj'],
  [49, 'Kurigram'],
  [22, 'Kushtia'],
  [40, 'Lakshmipur'],
  [53, 'Lalmonirhat'],
  [54, 'Madaripur'],
  [36, 'Magura'],
  [29, 'Manikganj'],
  [39, 'Meherpur'],
  [24, 'Moulvibazar'],
  [28, 'Munsiganj'],
  [9, 'Mymensingh'],
  [55, 'Naogaon'],
  [43, 'Narail'],
  [4, 'Narayanganj'],
  [30, 'Narshingdi'],
  [35, 'Natore'],
  [45, 'Netrakona'],
  [51, 'Nilphamari'],
  [19, 'Noakhali'],
  [20, 'Pabna'],
  [56, 'Panchagarh'],
  [37, 'Patuakhali'],
  [50, 'Pirojpur'],
  [25, 'Rajbari'],
  [12, 'Rajshahi'],
  [64, 'Rangamati'],
  [13, 'Rangpur'],
  [23, 'Satkhira'],
  [58, 'Shariatpur'],
  [47, 'Sherpur'],
  [21, 'Sirajganj'],
  [18, 'Sunamganj'],
  [6, 'Sylhet'],
  [5, 'Tangail'],
  [16, 'Thakurgaon'],
].map(([id, name]) => ({ id: Number(id), name: String(name) }));

/** Which of Pathao's names each district of the address book is, as a person reading both would say. */
const EXPECTED: Record<string, string> = {
  Barishal: 'Barisal',
  Bogura: 'Bogra',
  Brahmanbaria: 'B. Baria',
  'Chapai Nawabganj': 'Chapainawabganj',
  Chattogram: 'Chittagong',
  Cumilla: 'Comilla',
  Gopalganj: 'Gopalgonj',
  Jashore: 'Jessore',
  Jhalokati: 'Jhalokathi',
  Jhenaidah: 'Jhenidah',
  Khagrachhari: 'Khagrachari',
  Munshiganj: 'Munsiganj',
  Narsingdi: 'Narshingdi',
  Netrokona: 'Netrakona',
};

const DISTRICTS = DIVISIONS.flatMap((division) => division.districts);

describe('matching the shop’s districts to Pathao’s cities', () => {
  it('finds the city of every one of the 64 districts, by its English and its Bengali name', () => {
    expect(DISTRICTS).toHaveLength(64);
    expect(PATHAO_CITIES).toHaveLength(64);
    for (const district of DISTRICTS) {
      const expected = EXPECTED[district.en] ?? district.en;
      expect(cityOfDistrict(district.en, PATHAO_CITIES)?.name, district.en).toBe(expected);
      expect(cityOfDistrict(district.bn, PATHAO_CITIES)?.name, district.bn).toBe(expected);
    }
    // Each city is some district's: no two districts found the same one.
    const found = DISTRICTS.map((district) => cityOfDistrict(district.en, PATHAO_CITIES)?.id);
    expect(new Set(found).size).toBe(64);
  });

  it('reads the spellings people and couriers use, and names no district for what is not one', () => {
    for (const [written, district] of [
      ['chittagong', 'Chattogram'],
      ['Chattagram', 'Chattogram'],
      ['Comilla District', 'Cumilla'],
      ['Cox’s Bazar', "Cox's Bazar"],
      ['Coxs Bazar', "Cox's Bazar"],
      ['Narayangonj', 'Narayanganj'],
      ['Kishorgonj', 'Kishoreganj'],
      ['Jhenaidaha', 'Jhenaidah'],
      ['Moulavibazar', 'Moulvibazar'],
      ['Chapai Nawabganj', 'Chapai Nawabganj'],
      ['Laxmipur', 'Lakshmipur'],
      ['Thakurgoan', 'Thakurgaon'],
    ] as const)
      expect(districtNamed(written), written).toBe(district);
    for (const nothing of ['', '  ', 'Kolkata', 'Dhanmondi', '12345'])
      expect(districtNamed(nothing), nothing).toBeNull();
    expect(cityOfDistrict('Kolkata', PATHAO_CITIES)).toBeNull();
    expect(cityOfDistrict('Chattogram', [{ id: 1, name: 'Dhaka' }])).toBeNull();
  });

  it('prefers the city spelt as the shop spells it when the list has both', () => {
    const both = [
      { id: 2, name: 'Chittagong' },
      { id: 90, name: 'Chattogram' },
    ];
    expect(cityOfDistrict('Chattogram', both)?.id).toBe(90);
  });
});

describe('matching the area the shopper typed to Pathao’s zones and areas', () => {
  const zones = [
    { id: 1070, name: 'Dhanmondi' },
    { id: 1071, name: 'Mirpur 1' },
    { id: 1072, name: 'Mirpur 10' },
    { id: 1073, name: 'Uttara' },
    { id: 1074, name: 'Mohammadpur' },
    { id: 1075, name: 'Gulshan 1' },
    { id: 1076, name: 'Gulshan 2' },
  ];

  it('takes the zone spelt the same, whatever its case and punctuation', () => {
    expect(placeNamed('Dhanmondi', zones)?.id).toBe(1070);
    expect(placeNamed('  dhanmondi ', zones)?.id).toBe(1070);
    expect(placeNamed('Mirpur-10', zones)?.id).toBe(1072);
    expect(placeNamed('mirpur 1', zones)?.id).toBe(1071);
  });

  it('takes the zone whose name begins the typed area, and nothing when it is not clear which', () => {
    expect(placeNamed('Uttara Sector 7', zones)?.id).toBe(1073);
    expect(placeNamed('Dhanmondi 27', zones)?.id).toBe(1070);
    // Mirpur alone is Mirpur 1 or Mirpur 10, Gulshan is 1 or 2: Pathao reads the address instead.
    expect(placeNamed('Mirpur', zones)).toBeNull();
    expect(placeNamed('Gulshan', zones)).toBeNull();
    expect(placeNamed('Mirpur DOHS', zones)).toBeNull();
    expect(placeNamed('Banani', zones)).toBeNull();
    expect(placeNamed('', zones)).toBeNull();
  });
});
