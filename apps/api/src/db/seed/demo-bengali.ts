import type { COLOUR_FAMILIES } from '@haat/contracts/constants';

/**
 * The demo catalogue in Bengali, as a Dhaka shop writes it: the name's words one by one, in the
 * same order ("Embroidered Cotton Panjabi" is "এমব্রয়ডারি সুতির পাঞ্জাবি"), loanwords where shoppers
 * use them (স্লিম ফিট, জর্জেট) and the material as the adjective Bengali makes of it (সুতির, উলের).
 */
const WORDS: Record<string, string> = {
  // How it is made or cut
  Classic: 'ক্লাসিক',
  'Slim Fit': 'স্লিম ফিট',
  Embroidered: 'এমব্রয়ডারি',
  'Hand-Embroidered': 'হাতের কাজের',
  Printed: 'প্রিন্টেড',
  Karchupi: 'কারচুপি',
  'Regular Fit': 'রেগুলার ফিট',
  Formal: 'ফরমাল',
  Casual: 'ক্যাজুয়াল',
  Checked: 'চেক',
  Striped: 'স্ট্রাইপ',
  'Crew Neck': 'গোল গলা',
  'V-Neck': 'ভি-গলা',
  Graphic: 'গ্রাফিক',
  Basic: 'বেসিক',
  Oversized: 'ওভারসাইজড',
  Sports: 'স্পোর্টস',
  Tipped: 'টিপড',
  'Straight Cut': 'স্ট্রেইট কাট',
  'Stone Wash': 'স্টোন ওয়াশ',
  Skinny: 'স্কিনি',
  Pleated: 'প্লিটেড',
  Stretch: 'স্ট্রেচ',
  'Block Print': 'ব্লক প্রিন্ট',
  Handloom: 'তাঁতের',
  Batik: 'বাটিক',
  'Pabna Handloom': 'পাবনার তাঁতের',
  'Sirajganj Handloom': 'সিরাজগঞ্জের তাঁতের',
  Tangail: 'টাঙ্গাইলের',
  Taant: 'তাঁত',
  'Party Wear': 'পার্টি',
  Readymade: 'রেডিমেড',
  'A-Line': 'এ-লাইন',
  Peplum: 'পেপলাম',
  'Ruffle Sleeve': 'রাফল হাতা',
  Everyday: 'প্রতিদিনের',
  Plain: 'প্লেইন',
  Flared: 'ফ্লেয়ার্ড',
  'Wide Leg': 'ওয়াইড লেগ',
  'Open Front': 'ওপেন ফ্রন্ট',
  Butterfly: 'বাটারফ্লাই',
  Instant: 'ইনস্ট্যান্ট',
  Crinkle: 'ক্রিঙ্কেল',
  Festive: 'উৎসবের',
  Party: 'পার্টি',
  Ruffle: 'রাফল',
  Smocked: 'স্মকড',
  Layered: 'লেয়ারড',
  Floral: 'ফুলেল',
  Soft: 'নরম',
  'Cartoon Print': 'কার্টুন প্রিন্ট',
  'Snap Button': 'স্ন্যাপ বোতাম',
  'Dino Print': 'ডাইনো প্রিন্ট',
  'Half Sleeve': 'হাফ হাতা',
  'Full Sleeve': 'ফুল হাতা',
  'Elastic Waist': 'ইলাস্টিক কোমর',
  Sequin: 'সিকোয়েন্স',
  Princess: 'প্রিন্সেস',
  Quilted: 'কুইল্টেড',
  Puffer: 'পাফার',
  Hooded: 'হুডওয়ালা',
  'Fleece-Lined': 'ফ্লিস-লাইনিং',
  Biker: 'বাইকার',
  Bomber: 'বোম্বার',
  Pullover: 'পুলওভার',
  'Zip-Up': 'জিপার',
  'Cable Knit': 'কেবল নিট',
  Turtleneck: 'টার্টলনেক',
  Ribbed: 'রিবড',
  Kashmiri: 'কাশ্মীরি',
  Woven: 'বোনা',
  'Button-Front': 'বোতামওয়ালা',
  'Single-Breasted': 'সিঙ্গেল-ব্রেস্টেড',
  'Double-Breasted': 'ডাবল-ব্রেস্টেড',
  Lightweight: 'হালকা',
  Knitted: 'উলের বোনা',
  'Zari Work': 'জরির কাজের',
  Dhakai: 'ঢাকাই',
  Handwoven: 'হাতে বোনা',
  Resham: 'রেশম',
  Royal: 'রয়্যাল',
  Wedding: 'বিয়ের',
  Bridal: 'ব্রাইডাল',
  'Mirror Work': 'আয়নার কাজের',
  Benarasi: 'বেনারসি',
  Mirpur: 'মিরপুরের',
  Comfort: 'আরামদায়ক',
  Handmade: 'হাতে তৈরি',
  Strappy: 'ফিতার',
  Running: 'রানিং',
  'Low-Top': 'লো-টপ',
  'High-Top': 'হাই-টপ',
  Penny: 'পেনি',
  Tassel: 'ট্যাসেল',
  'Slip-On': 'স্লিপ-অন',
  Driving: 'ড্রাইভিং',
  Polished: 'পালিশ করা',
  Indoor: 'ঘরে পরার',
  'Non-Slip': 'নন-স্লিপ',
  Block: 'ব্লক',
  Stiletto: 'স্টিলেটো',
  Kitten: 'কিটেন',
  Pointed: 'পয়েন্টেড',
  Braided: 'বিনুনি করা',
  Traditional: 'ঐতিহ্যবাহী',
  'Toe-Ring': 'টো-রিং',
  Handcrafted: 'হস্তশিল্পের',
  Slim: 'স্লিম',
  Bifold: 'বাইফোল্ড',
  Trifold: 'ট্রাইফোল্ড',
  'Zip-Around': 'চারদিকে জিপার',
  Reversible: 'দুই দিকে পরার',
  Minimal: 'মিনিমাল',
  Chronograph: 'ক্রোনোগ্রাফ',
  Analogue: 'অ্যানালগ',
  Polarised: 'পোলারাইজড',
  UV400: 'UV400',
  Aviator: 'এভিয়েটর',
  Wayfarer: 'ওয়েফেরার',
  Round: 'গোল',
  'Cat-Eye': 'ক্যাট-আই',
  Square: 'চৌকো',
  Adjustable: 'অ্যাডজাস্টেবল',
  Baseball: 'বেসবল',
  Trucker: 'ট্রাকার',
  'Gold-Plated': 'সোনালি প্রলেপের',
  'Silver-Plated': 'রুপালি প্রলেপের',
  Oxidised: 'অক্সিডাইজড',
  Kundan: 'কুন্দন',
  Beaded: 'পুঁতির',
  Terracotta: 'টেরাকোটা',
  'Tie-Dye': 'টাই-ডাই',
  'King Size': 'কিং সাইজ',
  Double: 'ডাবল',
  Single: 'সিঙ্গেল',
  'Hand-Stitched': 'হাতে সেলাই করা',
  Jessore: 'যশোরের',
  Rajshahi: 'রাজশাহীর',
  Vintage: 'পুরোনো ধাঁচের',
  Nakshi: 'নকশি',
  Blackout: 'ব্ল্যাকআউট',
  Sheer: 'পাতলা',
  Eyelet: 'আইলেট',
  'Quick-Dry': 'দ্রুত শুকানো',
  Plush: 'তুলতুলে',
  Padded: 'প্যাডেড',
  Travel: 'ভ্রমণের',
  Warm: 'গরম',
  // What it is made of
  Cotton: 'সুতির',
  'Combed Cotton': 'কম্বড সুতির',
  'Organic Cotton': 'অর্গানিক সুতির',
  Linen: 'লিনেনের',
  Khadi: 'খাদির',
  'Half-Silk': 'হাফ সিল্কের',
  Silk: 'সিল্কের',
  Oxford: 'অক্সফোর্ড',
  Poplin: 'পপলিন',
  Jersey: 'জার্সি',
  Pique: 'পিকে',
  Denim: 'ডেনিম',
  'Stretch Denim': 'স্ট্রেচ ডেনিম',
  Gabardine: 'গ্যাবার্ডিন',
  'Wool Blend': 'উল মিশ্রিত',
  Twill: 'টুইল',
  Georgette: 'জর্জেট',
  Chiffon: 'শিফন',
  Lawn: 'লন',
  Rayon: 'রেয়ন',
  Voile: 'ভয়েল',
  Crepe: 'ক্রেপ',
  Nida: 'নিদা',
  Modal: 'মডাল',
  Net: 'নেট',
  Tulle: 'টিউল',
  Satin: 'সাটিন',
  Organza: 'অরগাঞ্জা',
  Flannel: 'ফ্লানেল',
  Nylon: 'নাইলন',
  Leather: 'চামড়ার',
  Suede: 'সোয়েড',
  Fleece: 'ফ্লিস',
  'French Terry': 'ফ্রেঞ্চ টেরি',
  Wool: 'উলের',
  Acrylic: 'অ্যাক্রিলিক',
  'Cashmere Blend': 'কাশ্মীরি উল মিশ্রিত',
  Jacquard: 'জ্যাকার্ড',
  Pashmina: 'পশমিনা',
  Tweed: 'টুইড',
  Corduroy: 'কর্ডুরয়',
  Velvet: 'ভেলভেট',
  Merino: 'মেরিনো',
  Viscose: 'ভিসকস',
  Dupion: 'ডুপিয়ন',
  Brocade: 'ব্রোকেড',
  Chanderi: 'চান্দেরি',
  Katan: 'কাতান',
  Mesh: 'মেশ',
  Knit: 'নিট',
  Canvas: 'ক্যানভাস',
  Rubber: 'রাবারের',
  Foam: 'ফোমের',
  Patent: 'পেটেন্ট',
  Jute: 'পাটের',
  'Leather Strap': 'চামড়ার বেল্টের',
  'Mesh Strap': 'মেশ বেল্টের',
  Steel: 'স্টিলের',
  'Silicone Strap': 'সিলিকন বেল্টের',
  Sateen: 'সাটিন',
  Polyester: 'পলিয়েস্টার',
  Terry: 'টেরি',
  Bamboo: 'বাঁশ তন্তুর',
  Chenille: 'শেনিল',
  Mink: 'মিঙ্ক',
  // For whom
  "Boys'": 'ছেলেদের',
  "Girls'": 'মেয়েদের',
  "Kids'": 'বাচ্চাদের',
  Baby: 'বেবি',
  // What it is
  Panjabi: 'পাঞ্জাবি',
  Shirt: 'শার্ট',
  'T-Shirt': 'টি-শার্ট',
  Polo: 'পোলো',
  Jeans: 'জিন্স',
  Trousers: 'প্যান্ট',
  Chinos: 'চিনো প্যান্ট',
  Fatua: 'ফতুয়া',
  Lungi: 'লুঙ্গি',
  Saree: 'শাড়ি',
  'Salwar Kameez': 'সালোয়ার কামিজ',
  Kurti: 'কুর্তি',
  'Three-Piece': 'থ্রি-পিস',
  Top: 'টপ',
  Palazzo: 'প্লাজো',
  Abaya: 'আবায়া',
  Hijab: 'হিজাব',
  Frock: 'ফ্রক',
  Romper: 'রম্পার',
  'School Shirt': 'স্কুল শার্ট',
  'Party Dress': 'পার্টি ড্রেস',
  'Night Suit': 'নাইট স্যুট',
  Dress: 'ড্রেস',
  Jacket: 'জ্যাকেট',
  Hoodie: 'হুডি',
  Sweater: 'সোয়েটার',
  Shawl: 'শাল',
  Chadar: 'চাদর',
  Cardigan: 'কার্ডিগান',
  Blazer: 'ব্লেজার',
  'Thermal Set': 'থার্মাল সেট',
  Muffler: 'মাফলার',
  'Jamdani Saree': 'জামদানি শাড়ি',
  Sherwani: 'শেরওয়ানি',
  Lehenga: 'লেহেঙ্গা',
  'Katan Saree': 'কাতান শাড়ি',
  'Panjabi-Pajama Set': 'পাঞ্জাবি-পায়জামা সেট',
  Sandals: 'স্যান্ডেল',
  Sneakers: 'স্নিকার্স',
  Loafers: 'লোফার',
  Derby: 'ডার্বি',
  Brogue: 'ব্রোগ',
  Shoes: 'জুতা',
  Nagra: 'নাগরা',
  Slippers: 'স্লিপার',
  Heels: 'হিল',
  Kolhapuri: 'কোলাপুরি',
  'Kolhapuri Chappal': 'কোলাপুরি চপ্পল',
  'Tote Bag': 'টোট ব্যাগ',
  'Shoulder Bag': 'শোল্ডার ব্যাগ',
  'Crossbody Bag': 'ক্রসবডি ব্যাগ',
  Handbag: 'হ্যান্ডব্যাগ',
  Wallet: 'ওয়ালেট',
  Belt: 'বেল্ট',
  Watch: 'ঘড়ি',
  Sunglasses: 'সানগ্লাস',
  Cap: 'ক্যাপ',
  Necklace: 'নেকলেস',
  'Necklace Set': 'নেকলেস সেট',
  'Pendant Necklace': 'লকেট নেকলেস',
  Scarf: 'স্কার্ফ',
  'Bedsheet Set': 'বেডশিট সেট',
  'Nakshi Kantha': 'নকশি কাঁথা',
  'Cushion Cover': 'কুশন কভার',
  Window: 'জানালার',
  Door: 'দরজার',
  Curtain: 'পর্দা',
  Bath: 'গোসলের',
  Hand: 'হাত মোছার',
  Towel: 'তোয়ালে',
  Gamcha: 'গামছা',
  'Prayer Mat': 'জায়নামাজ',
  'Table Runner': 'টেবিল রানার',
  Blanket: 'কম্বল',
};

/** Colours as the name's first word, when two products of an item would otherwise share a name. */
const COLOURS: Record<(typeof COLOUR_FAMILIES)[number]['name'], string> = {
  Black: 'কালো',
  White: 'সাদা',
  Red: 'লাল',
  Blue: 'নীল',
  Navy: 'নেভি ব্লু',
  Green: 'সবুজ',
  Maroon: 'মেরুন',
  Beige: 'বেইজ',
  Grey: 'ধূসর',
  Yellow: 'হলুদ',
  Pink: 'গোলাপি',
  Purple: 'বেগুনি',
};

const PHRASES = new Map<string, string>([...Object.entries(WORDS), ...Object.entries(COLOURS)]);
const LONGEST_PHRASE = Math.max(...[...PHRASES.keys()].map((phrase) => phrase.split(' ').length));

/**
 * A demo name in Bengali, phrase by phrase (the longest phrase known first), or null when a word
 * of it has no Bengali here: the product then shows its English name to every shopper.
 */
export function bengaliName(name: string): string | null {
  const words = name.split(' ');
  const out: string[] = [];
  for (let at = 0; at < words.length; ) {
    let found = false;
    for (let length = Math.min(LONGEST_PHRASE, words.length - at); length > 0 && !found; length--) {
      const bengali = PHRASES.get(words.slice(at, at + length).join(' '));
      if (bengali) {
        out.push(bengali);
        at += length;
        found = true;
      }
    }
    if (!found) return null;
  }
  return out.join(' ');
}

/** The colour's Bengali word. */
export const bengaliColour = (colour: string): string => COLOURS[colour as keyof typeof COLOURS] ?? colour;

/** The demo's occasions (demo-catalogue.ts), as "for ___" reads in Bengali. */
const OCCASIONS: Record<string, string> = {
  'office days': 'অফিসের',
  'family dawats': 'পারিবারিক দাওয়াতের',
  'Eid and Puja': 'ঈদ ও পূজার',
  university: 'বিশ্ববিদ্যালয়ের',
  'weddings and holud': 'বিয়ে ও হলুদের',
  'weekend outings': 'ছুটির দিনে ঘোরাঘুরির',
  'everyday wear': 'প্রতিদিনের',
  'Pohela Boishakh': 'পহেলা বৈশাখের',
};

/** The demo's other sentences (demo-catalogue.ts, DEMO_WORDING) in Bengali. */
const SENTENCES: Record<string, string> = {
  'Machine wash cold, dry in shade.': 'ঠান্ডা পানিতে মেশিনে ধুয়ে ছায়ায় শুকান।',
  'Hand wash gently, iron on low heat.': 'হাতে আলতো করে ধুয়ে কম তাপে ইস্ত্রি করুন।',
  'Dry clean recommended for the first wash.': 'প্রথমবার ড্রাই ক্লিন করানো ভালো।',
  'Wash separately; colours may run at first.': 'আলাদা করে ধোবেন; প্রথম দিকে রং উঠতে পারে।',
  'Wipe clean with a damp cloth and dry away from the sun.': 'ভেজা কাপড়ে মুছে রোদ থেকে দূরে শুকান।',
  'Keep dry; stuff with paper to keep the shape.': 'শুকনো রাখুন; আকার ঠিক রাখতে ভেতরে কাগজ দিয়ে রাখুন।',
  'Wipe with a soft dry cloth.': 'নরম শুকনো কাপড়ে মুছে নিন।',
  'Keep away from water and perfume; store in its pouch.': 'পানি ও পারফিউম থেকে দূরে রাখুন; নিজের পাউচে রাখুন।',
  'Brings colour to a Dhaka home, and makes a welcome wedding gift.':
    'ঢাকার ঘরে রঙ আনে, বিয়ের উপহার হিসেবেও চমৎকার।',
  'Soft, easy to care for, and made to last through many washes.': 'নরম, যত্ন নেওয়া সহজ, অনেকবার ধোয়ার পরও টেকে।',
  'Woven and finished by Bangladeshi craftspeople.': 'বাংলাদেশি কারিগরদের হাতে বোনা ও তৈরি।',
  'Hand wash gently, dry flat in shade.': 'হাতে আলতো করে ধুয়ে ছায়ায় বিছিয়ে শুকান।',
};

/** The sentences that name an occasion, by their English start. */
const WITH_OCCASION: [RegExp, (occasion: string) => string][] = [
  [/^Comfortable in Dhaka's weather and right for (.+)\.$/, (o) => `ঢাকার আবহাওয়ায় আরামদায়ক, ${o} জন্য মানানসই।`],
  [/^Made for Dhaka's streets and right for (.+)\.$/, (o) => `ঢাকার রাস্তায় চলার মতো, ${o} জন্য মানানসই।`],
  [/^Finishes a look for (.+)\.$/, (o) => `${o} সাজ পূর্ণ করে।`],
];

/** One of the demo's sentences in Bengali, or null when it has none here. */
function bengaliSentence(sentence: string): string | null {
  const fixed = SENTENCES[sentence];
  if (fixed) return fixed;
  for (const [pattern, bengali] of WITH_OCCASION) {
    const occasion = OCCASIONS[pattern.exec(sentence)?.[1] ?? ''];
    if (occasion) return bengali(occasion);
  }
  return null;
}

/**
 * A demo description in Bengali, sentence by sentence like the English one: what it is, by whom and
 * in what colour, then what it suits and how to care for it. Null when a part has no Bengali here.
 */
export function bengaliDescription(product: {
  nameBn: string | null;
  brand: string;
  colour: string;
  sentences: string[];
}): string | null {
  if (!product.nameBn) return null;
  const sentences = product.sentences.map(bengaliSentence);
  if (sentences.some((sentence) => sentence === null)) return null;
  return [
    `${product.brand}-এর ${product.nameBn}, গাঢ় ${bengaliColour(product.colour)} রঙে।`,
    ...sentences,
  ].join(' ');
}
