import type { ShipsFrom } from '@haat/contracts';
import type { ArtKind } from './product-art';

/** The demo shop's catalogue: what a Dhaka clothing and general retail shop sells. */

export type DemoItem = {
  name: string;
  /** What its pictures draw: the silhouette of a panjabi, a saree, a watch. */
  kind: ArtKind;
  /** Price range in taka. */
  price: readonly [number, number];
  /**
   * How the shop names one, word by word: `{Tangail,Taant} Cotton Saree` is "Tangail Cotton Saree"
   * or "Taant Cotton Saree", and an empty choice (`{Polarised,}`) leaves the slot out. Each item has
   * its own words so that no sunglasses are cotton and no watch is khadi.
   */
  names: readonly string[];
  /** Where its sellers ship it from, one picked per product (a country listed twice, twice as often); Bangladesh when left out. */
  shipsFrom?: readonly ShipsFrom[];
};

export type DemoCategory = {
  title: string;
  /** Its products come in one size (a watch, a towel) rather than S to XXL. */
  oneSize?: boolean;
  items: readonly DemoItem[];
};

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    title: "Men's Fashion",
    items: [
      {
        name: 'Panjabi',
        kind: 'tunic',
        price: [1290, 4590],
        names: ['{Classic,Slim Fit,Embroidered,Printed,Karchupi} {Cotton,Linen,Khadi,Half-Silk} Panjabi'],
      },
      {
        name: 'Shirts',
        kind: 'shirt',
        price: [890, 2490],
        names: ['{Slim Fit,Regular Fit,Formal,Casual,Checked,Striped} {Cotton,Oxford,Linen,Poplin} Shirt'],
      },
      {
        name: 'T-Shirts',
        kind: 'tee',
        price: [350, 990],
        names: ['{Crew Neck,V-Neck,Graphic,Basic,Oversized} {Cotton,Combed Cotton,Jersey,} T-Shirt'],
      },
      {
        name: 'Polo Shirts',
        kind: 'tee',
        price: [650, 1590],
        names: ['{Classic,Slim Fit,Striped,Sports,Tipped} {Pique,Cotton,} Polo Shirt'],
      },
      {
        name: 'Jeans',
        kind: 'legwear',
        shipsFrom: ['BD', 'BD', 'CN'],
        price: [1190, 2890],
        names: ['{Slim Fit,Regular Fit,Straight Cut,Stone Wash,Skinny} {Denim,Stretch Denim,} Jeans'],
      },
      {
        name: 'Trousers',
        kind: 'legwear',
        price: [990, 2490],
        names: [
          '{Formal,Pleated,Slim Fit} {Gabardine,Linen,Wool Blend} Trousers',
          '{Casual,Slim Fit,Stretch} {Cotton,Twill} Chinos',
        ],
      },
      {
        name: 'Fatua',
        kind: 'shirt',
        price: [590, 1490],
        names: ['{Block Print,Handloom,Printed,Casual,Embroidered} {Cotton,Khadi,Linen} Fatua'],
      },
      {
        name: 'Lungi',
        kind: 'legwear',
        price: [390, 1190],
        names: ['{Checked,Striped,Batik,Pabna Handloom,Sirajganj Handloom} {Cotton,} Lungi'],
      },
    ],
  },
  {
    title: "Women's Fashion",
    items: [
      {
        name: 'Saree',
        kind: 'saree',
        shipsFrom: ['BD', 'BD', 'IN'],
        price: [1890, 12_900],
        names: [
          '{Tangail,Taant,Handloom} {Cotton,Half-Silk} Saree',
          '{Printed,Block Print,Party Wear,Batik} {Georgette,Chiffon,Silk} Saree',
        ],
      },
      {
        name: 'Salwar Kameez',
        kind: 'tunic',
        shipsFrom: ['BD', 'IN', 'PK'],
        price: [1490, 5490],
        names: ['{Embroidered,Printed,Block Print,Readymade} {Cotton,Lawn,Georgette,Linen} Salwar Kameez'],
      },
      {
        name: 'Kurti',
        kind: 'tunic',
        shipsFrom: ['BD', 'IN'],
        price: [690, 1990],
        names: ['{Printed,Embroidered,A-Line,Straight Cut,Block Print} {Cotton,Rayon,Linen,Georgette} Kurti'],
      },
      {
        name: 'Three-Piece',
        kind: 'tunic',
        shipsFrom: ['BD', 'IN', 'PK'],
        price: [1590, 4990],
        names: ['{Printed,Embroidered,Karchupi,Block Print,Batik} {Cotton,Lawn,Georgette,Voile} Three-Piece'],
      },
      {
        name: 'Tops',
        kind: 'tee',
        shipsFrom: ['BD', 'CN'],
        price: [490, 1490],
        names: ['{Casual,Printed,Peplum,Ruffle Sleeve,Everyday} {Cotton,Rayon,Georgette,Crepe} Top'],
      },
      {
        name: 'Palazzo',
        kind: 'legwear',
        shipsFrom: ['BD', 'IN'],
        price: [590, 1290],
        names: ['{Printed,Plain,Flared,Pleated,Wide Leg} {Cotton,Rayon,Georgette,Linen} Palazzo'],
      },
      {
        name: 'Abaya',
        kind: 'tunic',
        shipsFrom: ['BD', 'CN'],
        price: [1990, 4990],
        names: ['{Classic,Embroidered,Open Front,Everyday,Butterfly} {Nida,Crepe,Georgette,Jersey} Abaya'],
      },
      {
        name: 'Hijab',
        kind: 'hijab',
        shipsFrom: ['BD', 'CN'],
        price: [290, 890],
        names: ['{Everyday,Instant,Printed,Pleated,Crinkle} {Jersey,Chiffon,Georgette,Cotton,Modal} Hijab'],
      },
    ],
  },
  {
    title: "Kids' Wear",
    items: [
      {
        name: "Boys' Panjabi",
        kind: 'tunic',
        price: [790, 1990],
        names: ["Boys' {Embroidered,Printed,Classic,Festive} {Cotton,Linen,Half-Silk} Panjabi"],
      },
      {
        name: "Girls' Frock",
        kind: 'dress',
        price: [690, 2290],
        names: ["Girls' {Party,Ruffle,Printed,Smocked,Layered,Floral} {Cotton,Net,Chiffon,Georgette} Frock"],
      },
      {
        name: 'Baby Romper',
        kind: 'romper',
        price: [390, 990],
        names: [
          '{Soft,Printed,Cartoon Print,Striped,Snap Button} {Cotton,Organic Cotton,Jersey} Baby Romper',
        ],
      },
      {
        name: "Kids' T-Shirt",
        kind: 'tee',
        price: [290, 690],
        names: ["Kids' {Cartoon Print,Graphic,Striped,Basic,Dino Print} {Cotton,Jersey,} T-Shirt"],
      },
      {
        name: 'School Uniform',
        kind: 'shirt',
        price: [590, 1290],
        names: ['{Half Sleeve,Full Sleeve,Regular Fit} {Cotton,Poplin,Twill} School Shirt'],
      },
      {
        name: "Kids' Jeans",
        kind: 'legwear',
        price: [690, 1490],
        names: ["Kids' {Slim Fit,Regular Fit,Elastic Waist,Stone Wash} {Denim,Stretch Denim,} Jeans"],
      },
      {
        name: 'Party Dress',
        kind: 'dress',
        shipsFrom: ['BD', 'CN'],
        price: [1290, 3490],
        names: ["{Girls',Kids'} {Sequin,Tulle,Layered,Princess} {Net,Satin,Organza} Party Dress"],
      },
      {
        name: 'Night Suit',
        kind: 'set',
        price: [490, 1090],
        names: ["Kids' {Cartoon Print,Printed,Striped,Checked,Soft} {Cotton,Jersey,Flannel} Night Suit"],
      },
    ],
  },
  {
    title: 'Winter Collection',
    items: [
      {
        name: 'Jacket',
        kind: 'outerwear',
        shipsFrom: ['BD', 'CN'],
        price: [1890, 5990],
        names: [
          '{Quilted,Puffer,Hooded} {Nylon,Fleece-Lined,} Jacket',
          '{Classic,Biker,Bomber} {Denim,Leather,Suede} Jacket',
        ],
      },
      {
        name: 'Hoodie',
        kind: 'outerwear',
        price: [990, 2490],
        names: ['{Pullover,Zip-Up,Oversized,Basic,Graphic} {Fleece,Cotton,French Terry} Hoodie'],
      },
      {
        name: 'Sweater',
        kind: 'outerwear',
        shipsFrom: ['BD', 'CN'],
        price: [890, 2290],
        names: [
          '{Crew Neck,V-Neck,Cable Knit,Turtleneck,Ribbed} {Wool,Acrylic,Cotton,Cashmere Blend} Sweater',
        ],
      },
      {
        name: 'Shawl',
        kind: 'scarf',
        shipsFrom: ['BD', 'IN'],
        price: [790, 3490],
        names: [
          '{Kashmiri,Embroidered,Jacquard} {Wool,Pashmina,Cashmere Blend} Shawl',
          '{Handloom,Woven} {Wool,Cotton} Chadar',
        ],
      },
      {
        name: 'Cardigan',
        kind: 'outerwear',
        shipsFrom: ['BD', 'CN'],
        price: [990, 2490],
        names: [
          '{Open Front,Cable Knit,Ribbed,Classic,Button-Front} {Wool,Acrylic,Cotton,Cashmere Blend} Cardigan',
        ],
      },
      {
        name: 'Blazer',
        kind: 'blazer',
        price: [2990, 7990],
        names: [
          '{Slim Fit,Single-Breasted,Double-Breasted,Classic,Casual} {Wool Blend,Linen,Tweed,Corduroy,Velvet} Blazer',
        ],
      },
      {
        name: 'Thermal Set',
        kind: 'set',
        shipsFrom: ['CN'],
        price: [690, 1590],
        names: ['{Ribbed,Fleece-Lined,Lightweight,Classic} {Cotton,Merino,Viscose} Thermal Set'],
      },
      {
        name: 'Muffler',
        kind: 'scarf',
        shipsFrom: ['BD', 'IN'],
        price: [290, 890],
        names: ['{Knitted,Ribbed,Checked,Striped,Classic} {Wool,Acrylic,Cashmere Blend} Muffler'],
      },
    ],
  },
  {
    title: 'Eid Collection',
    items: [
      {
        name: 'Eid Panjabi',
        kind: 'tunic',
        price: [1990, 6990],
        names: ['{Karchupi,Embroidered,Zari Work,Festive} {Silk,Half-Silk,Dupion,Jacquard} Panjabi'],
      },
      {
        name: 'Jamdani Saree',
        kind: 'saree',
        price: [4990, 18_900],
        names: ['{Dhakai,Handwoven,Festive,Resham} {Cotton,Half-Silk,} Jamdani Saree'],
      },
      {
        name: 'Sherwani',
        kind: 'tunic',
        shipsFrom: ['BD', 'IN'],
        price: [5990, 15_900],
        names: ['{Royal,Embroidered,Zari Work,Classic,Wedding} {Brocade,Velvet,Jacquard,Silk} Sherwani'],
      },
      {
        name: 'Lehenga',
        kind: 'dress',
        shipsFrom: ['IN', 'IN', 'PK'],
        price: [4990, 14_900],
        names: ['{Bridal,Embroidered,Zari Work,Sequin,Festive} {Velvet,Silk,Net,Georgette,Organza} Lehenga'],
      },
      {
        name: 'Festive Kurti',
        kind: 'tunic',
        shipsFrom: ['BD', 'IN'],
        price: [1290, 3490],
        names: [
          '{Festive,Embroidered,Mirror Work,Karchupi,Zari Work} {Silk,Georgette,Chanderi,Organza} Kurti',
        ],
      },
      {
        name: 'Katan Saree',
        kind: 'saree',
        shipsFrom: ['BD', 'IN'],
        price: [3990, 12_900],
        names: ['{Benarasi,Bridal,Mirpur,Royal,Festive,Zari Work} Katan Saree'],
      },
      {
        name: 'Embroidered Three-Piece',
        kind: 'tunic',
        shipsFrom: ['IN', 'PK'],
        price: [2490, 6990],
        names: [
          '{Hand-Embroidered,Karchupi,Zari Work,Sequin,Mirror Work} {Georgette,Silk,Organza,Chiffon} Three-Piece',
        ],
      },
      {
        name: 'Kids Eid Set',
        kind: 'tunic',
        price: [1190, 2990],
        names: ["{Boys',Kids'} {Embroidered,Festive,Classic,Karchupi} {Cotton,Half-Silk} Panjabi-Pajama Set"],
      },
    ],
  },
  {
    title: 'Footwear',
    items: [
      {
        name: 'Sandals',
        kind: 'sandal',
        price: [690, 1990],
        names: ['{Comfort,Casual,Handmade,Strappy,Everyday} {Leather,Suede,} Sandals'],
      },
      {
        name: 'Sneakers',
        kind: 'sneaker',
        shipsFrom: ['BD', 'CN', 'CN'],
        price: [1490, 4490],
        names: [
          '{Running,Sports,Lightweight} {Mesh,Knit} Sneakers',
          '{Classic,Casual,Low-Top,High-Top} {Canvas,Leather} Sneakers',
        ],
      },
      {
        name: 'Loafers',
        kind: 'shoe',
        price: [1690, 3990],
        names: ['{Penny,Tassel,Classic,Slip-On,Driving} {Leather,Suede} Loafers'],
      },
      {
        name: 'Formal Shoes',
        kind: 'shoe',
        price: [2490, 5990],
        names: ['{Classic,Polished,Handmade} {Leather,Suede} {Oxford,Derby,Brogue} Shoes'],
      },
      {
        name: 'Nagra',
        kind: 'nagra',
        price: [990, 2490],
        names: ['{Embroidered,Handmade,Classic,Zari Work,Festive} {Leather,Velvet} Nagra'],
      },
      {
        name: 'Slippers',
        kind: 'sandal',
        shipsFrom: ['BD', 'TH'],
        price: [250, 790],
        names: ['{Comfort,Soft,Everyday,Indoor,Non-Slip} {Rubber,Foam} Slippers'],
      },
      {
        name: 'Heels',
        kind: 'heel',
        shipsFrom: ['BD', 'CN'],
        price: [1290, 3490],
        names: ['{Block,Stiletto,Kitten,Pointed,Party} {Suede,Leather,Patent,Satin} Heels'],
      },
      {
        name: 'Kolhapuri',
        kind: 'sandal',
        shipsFrom: ['IN'],
        price: [890, 1990],
        names: [
          '{Handmade,Classic,Braided,Traditional,Toe-Ring} Leather Kolhapuri',
          '{Handmade,Braided,Traditional} Kolhapuri Chappal',
        ],
      },
    ],
  },
  {
    title: 'Accessories',
    oneSize: true,
    items: [
      {
        name: 'Bags',
        kind: 'bag',
        shipsFrom: ['BD', 'CN'],
        price: [890, 3990],
        names: [
          '{Everyday,Handcrafted,Classic,} {Leather,Jute,Canvas} {Tote Bag,Shoulder Bag,Crossbody Bag,Handbag}',
        ],
      },
      {
        name: 'Wallets',
        kind: 'wallet',
        price: [490, 1690],
        names: [
          '{Slim,Classic,Bifold,Trifold,Handmade,Zip-Around} Leather Wallet',
          '{Handcrafted,Embroidered} Jute Wallet',
        ],
      },
      {
        name: 'Belts',
        kind: 'belt',
        shipsFrom: ['BD', 'CN'],
        price: [390, 1290],
        names: ['{Classic,Formal,Casual,Reversible,Braided} Leather Belt', '{Casual,Braided} Canvas Belt'],
      },
      {
        name: 'Watches',
        kind: 'watch',
        shipsFrom: ['CN', 'TH'],
        price: [1490, 6990],
        names: [
          '{Classic,Minimal,Chronograph,Analogue,Sports} {Leather Strap,Mesh Strap,Steel,Silicone Strap} Watch',
        ],
      },
      {
        name: 'Sunglasses',
        kind: 'sunglasses',
        shipsFrom: ['CN'],
        price: [590, 2490],
        names: ['{Polarised,UV400,Classic,} {Aviator,Wayfarer,Round,Cat-Eye,Square} Sunglasses'],
      },
      {
        name: 'Caps',
        kind: 'cap',
        shipsFrom: ['BD', 'CN'],
        price: [290, 790],
        names: ['{Embroidered,Classic,Plain,Adjustable} {Cotton,Denim,Twill} {Baseball,Trucker} Cap'],
      },
      {
        name: 'Jewellery',
        kind: 'jewellery',
        shipsFrom: ['BD', 'IN'],
        price: [390, 4990],
        names: [
          '{Gold-Plated,Silver-Plated,Oxidised,Kundan,Beaded,Terracotta} {Necklace,Necklace Set,Pendant Necklace}',
        ],
      },
      {
        name: 'Scarves',
        kind: 'scarf',
        shipsFrom: ['BD', 'IN'],
        price: [390, 1190],
        names: ['{Printed,Floral,Block Print,Tie-Dye,Embroidered} {Silk,Chiffon,Cotton,Viscose} Scarf'],
      },
    ],
  },
  {
    title: 'Home Textiles',
    oneSize: true,
    items: [
      {
        name: 'Bedsheet Set',
        kind: 'bedding',
        shipsFrom: ['BD', 'PK'],
        price: [1290, 3990],
        names: [
          '{King Size,Double,Single} {Floral,Checked,Printed,Block Print} {Cotton,Twill,Sateen} Bedsheet Set',
        ],
      },
      {
        name: 'Nakshi Kantha',
        kind: 'bedding',
        price: [2490, 9990],
        names: ['{Hand-Stitched,Traditional,Jessore,Rajshahi,Vintage} {Cotton,Silk,} Nakshi Kantha'],
      },
      {
        name: 'Cushion Covers',
        kind: 'cushion',
        price: [390, 1190],
        names: ['{Embroidered,Printed,Nakshi,Block Print} {Cotton,Jute,Velvet,Satin} Cushion Cover'],
      },
      {
        name: 'Curtains',
        kind: 'curtain',
        shipsFrom: ['BD', 'CN'],
        price: [990, 2990],
        names: [
          '{Blackout,Sheer,Printed,Jacquard,Eyelet} {Polyester,Cotton,Linen,Velvet} {Window,Door} Curtain',
        ],
      },
      {
        name: 'Towels',
        kind: 'towel',
        shipsFrom: ['BD', 'PK'],
        price: [290, 990],
        names: [
          '{Soft,Quick-Dry,Plush,Classic} {Cotton,Terry,Bamboo} {Bath,Hand} Towel',
          '{Checked,Handloom} Cotton Gamcha',
        ],
      },
      {
        name: 'Prayer Mat',
        kind: 'prayerMat',
        shipsFrom: ['BD', 'CN'],
        price: [490, 1490],
        names: ['{Soft,Padded,Travel,Woven,Classic} {Velvet,Cotton,Chenille} Prayer Mat'],
      },
      {
        name: 'Table Runner',
        kind: 'runner',
        price: [390, 1190],
        names: ['{Embroidered,Nakshi,Block Print,Woven} {Cotton,Jute,Khadi} Table Runner'],
      },
      {
        name: 'Blanket',
        kind: 'bedding',
        shipsFrom: ['CN', 'TH'],
        price: [1490, 4490],
        names: ['{Double,Single,Soft,Warm} {Mink,Fleece,Wool} Blanket'],
      },
    ],
  },
];

/** A name's words as the no-repeat rule counts them: "Half-Silk" is "half" and "silk". */
export const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => word !== '');

/** Every name one of an item's patterns allows, leaving out any that would say a word twice. */
export function expandNamePattern(pattern: string): string[] {
  const slots = [...pattern.matchAll(/\{([^}]*)\}|[^\s{}]+/g)].map((match) =>
    match[1] === undefined ? [match[0]] : match[1].split(',').map((choice) => choice.trim()),
  );
  let names: string[][] = [[]];
  for (const slot of slots) {
    names = names.flatMap((words) => slot.map((choice) => (choice === '' ? words : [...words, choice])));
  }
  return names
    .map((words) => words.join(' '))
    .filter((name) => new Set(nameWords(name)).size === nameWords(name).length);
}

/** Every name a demo product of this item may have, in a fixed order. */
export const namesForItem = (item: DemoItem) => [...new Set(item.names.flatMap(expandNamePattern))];

/** What the description says, by the sort of thing it is. */
type Group = 'clothing' | 'footwear' | 'accessory' | 'home';
const GROUP_OF_KIND: Record<ArtKind, Group> = {
  shirt: 'clothing',
  tee: 'clothing',
  tunic: 'clothing',
  legwear: 'clothing',
  saree: 'clothing',
  dress: 'clothing',
  romper: 'clothing',
  set: 'clothing',
  outerwear: 'clothing',
  blazer: 'clothing',
  scarf: 'clothing',
  hijab: 'clothing',
  sneaker: 'footwear',
  shoe: 'footwear',
  nagra: 'footwear',
  sandal: 'footwear',
  heel: 'footwear',
  bag: 'accessory',
  wallet: 'accessory',
  belt: 'accessory',
  watch: 'accessory',
  sunglasses: 'accessory',
  cap: 'accessory',
  jewellery: 'accessory',
  bedding: 'home',
  cushion: 'home',
  curtain: 'home',
  towel: 'home',
  prayerMat: 'home',
  runner: 'home',
};

const DEMO_OCCASIONS = [
  'office days',
  'family dawats',
  'Eid and Puja',
  'university',
  'weddings and holud',
  'weekend outings',
  'everyday wear',
  'Pohela Boishakh',
] as const;

const DEMO_WORDING: Record<Group, { uses: readonly string[]; care: readonly string[] }> = {
  clothing: {
    uses: DEMO_OCCASIONS.map((occasion) => `Comfortable in Dhaka's weather and right for ${occasion}.`),
    care: [
      'Machine wash cold, dry in shade.',
      'Hand wash gently, iron on low heat.',
      'Dry clean recommended for the first wash.',
      'Wash separately; colours may run at first.',
    ],
  },
  footwear: {
    uses: DEMO_OCCASIONS.map((occasion) => `Made for Dhaka's streets and right for ${occasion}.`),
    care: [
      'Wipe clean with a damp cloth and dry away from the sun.',
      'Keep dry; stuff with paper to keep the shape.',
    ],
  },
  accessory: {
    uses: DEMO_OCCASIONS.map((occasion) => `Finishes a look for ${occasion}.`),
    care: ['Wipe with a soft dry cloth.', 'Keep away from water and perfume; store in its pouch.'],
  },
  home: {
    uses: [
      'Brings colour to a Dhaka home, and makes a welcome wedding gift.',
      'Soft, easy to care for, and made to last through many washes.',
      'Woven and finished by Bangladeshi craftspeople.',
    ],
    care: [
      'Machine wash cold, dry in shade.',
      'Wash separately; colours may run at first.',
      'Hand wash gently, dry flat in shade.',
    ],
  },
};

/** The sentences a description may use after the name, for an item's kind. */
export const wordingForItem = (item: DemoItem) => DEMO_WORDING[GROUP_OF_KIND[item.kind]];
