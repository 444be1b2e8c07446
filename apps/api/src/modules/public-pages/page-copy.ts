import type { FeaturedCollection } from '@haat/contracts';
import type { AddressLanguage } from '@haat/contracts/pages';

/** A page's title and the sentence a search result or a link preview shows under it. */
type Titled = { title: string; description: string };

/** The shop's own pages, by their address. */
export type InfoPage = 'about' | 'helpCenter' | 'faq' | 'paymentOptions' | 'terms' | 'privacy' | 'track';

/**
 * What the server writes into a public page's head, in one language: the same titles the pages show
 * (the web app's `page-title`, `info.*` and `listing` texts), so that a preview, a search result and
 * the browser's tab agree.
 */
export type PageCopy = {
  siteName: string;
  /** Open Graph's name of the language, and the other language's. */
  locale: string;
  /** The browser tab's title of a named page. */
  titled: (page: string) => string;
  home: Titled;
  products: Titled;
  categories: Titled;
  search: (search: string) => Titled;
  /** A category page's description (its title is its name). */
  categoryDescription: (name: string) => string;
  /** The header menu's featured collections, which have category pages of their own. */
  featured: Record<FeaturedCollection, string>;
  /** A product's description when the operator wrote none in this language. */
  productDescription: (details: { name: string; category: string; price: string }) => string;
  info: Record<InfoPage, Titled>;
  notFound: { page: string; product: string; category: string };
  /** Taka as shoppers read it in this language. */
  taka: (amount: number) => string;
};

const bengaliDigits = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 });
const englishDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

const en: PageCopy = {
  siteName: 'Haat',
  locale: 'en_US',
  titled: (page) => `${page} | Haat`,
  home: {
    title: 'Haat — premium clothing, authentic style',
    description:
      'Haat: premium clothing, authentic style. Shop sarees, panjabi, kurtis and more in taka, with cash on delivery across Bangladesh.',
  },
  products: {
    title: 'All Products',
    description: 'Every product at Haat, priced in taka, with cash on delivery across Bangladesh.',
  },
  categories: {
    title: 'All Categories',
    description: 'Panjabi to Jamdani, sneakers to nakshi kantha: find your aisle.',
  },
  search: (search) => ({
    title: `Results for “${search}”`,
    description: `Products at Haat matching “${search}”.`,
  }),
  categoryDescription: (name) => `${name} at Haat, priced in taka, with cash on delivery across Bangladesh.`,
  featured: { 'top-ranking': 'Top ranking', 'new-arrivals': 'New arrivals', 'top-deals': 'Top deals' },
  productDescription: ({ name, category, price }) =>
    `${name} from ${category} at Haat for ${price}, with cash on delivery across Bangladesh.`,
  info: {
    about: {
      title: 'Premium clothing, authentic style',
      description:
        'Haat is an online clothing and general retail shop for Bangladesh. We bring sarees, panjabi, kurtis, kids’ wear, winter wear and home textiles from trusted Bangladeshi brands and weavers to your door, priced in taka.',
    },
    helpCenter: {
      title: 'How can we help?',
      description:
        'Guides for buying in bulk, our online trade shows, everyday shopping tips, and people to talk to.',
    },
    faq: {
      title: 'Frequently asked questions',
      description: 'Quick answers about orders, returns, delivery and support.',
    },
    paymentOptions: {
      title: 'Pay the way that suits you',
      description:
        'Pay in cash when your parcel arrives, or pay first with bKash, Nagad, Rocket or a bank transfer. All prices are in taka (৳).',
    },
    terms: {
      title: 'Terms & conditions',
      description: 'The plain rules of buying at Haat. By placing an order you agree to them.',
    },
    privacy: {
      title: 'Privacy policy',
      description: 'What personal data Haat keeps, why we keep it, and what you can do about it.',
    },
    track: {
      title: 'Track your order',
      description:
        'Follow your Haat order and its parcel with the order number and the phone number it is delivered to. No sign-in needed.',
    },
  },
  notFound: { page: 'Page not found', product: 'Product not found.', category: 'Category not found' },
  taka: (amount) => `৳${englishDigits.format(amount)}`,
};

const bn: PageCopy = {
  siteName: 'হাট',
  locale: 'bn_BD',
  titled: (page) => `${page} | হাট`,
  home: {
    title: 'হাট — প্রিমিয়াম পোশাক, খাঁটি স্টাইল',
    description:
      'হাট: প্রিমিয়াম পোশাক, খাঁটি স্টাইল। শাড়ি, পাঞ্জাবি, কুর্তি আর আরও অনেক কিছু টাকায় কিনুন, সারা বাংলাদেশে ক্যাশ অন ডেলিভারি।',
  },
  products: {
    title: 'সব পণ্য',
    description: 'হাটের সব পণ্য, টাকায় দাম, সারা বাংলাদেশে ক্যাশ অন ডেলিভারি।',
  },
  categories: {
    title: 'সব ক্যাটাগরি',
    description: 'পাঞ্জাবি থেকে জামদানি, স্নিকার্স থেকে নকশিকাঁথা: আপনার পছন্দের সেকশন খুঁজে নিন।',
  },
  search: (search) => ({
    title: `“${search}”-এর ফলাফল`,
    description: `হাটে “${search}”-এর সাথে মেলে এমন পণ্য।`,
  }),
  categoryDescription: (name) => `হাটে ${name}, টাকায় দাম, সারা বাংলাদেশে ক্যাশ অন ডেলিভারি।`,
  featured: { 'top-ranking': 'টপ র‍্যাংকিং', 'new-arrivals': 'নতুন এসেছে', 'top-deals': 'সেরা ডিল' },
  productDescription: ({ name, category, price }) =>
    `হাটে ${category} থেকে ${name}, দাম ${price}, সারা বাংলাদেশে ক্যাশ অন ডেলিভারি।`,
  info: {
    about: {
      title: 'প্রিমিয়াম পোশাক, খাঁটি স্টাইল',
      description:
        'হাট বাংলাদেশের জন্য একটি অনলাইন পোশাক ও সাধারণ পণ্যের দোকান। দেশের বিশ্বস্ত ব্র্যান্ড আর তাঁতিদের শাড়ি, পাঞ্জাবি, কুর্তি, বাচ্চাদের পোশাক, শীতের পোশাক আর ঘরের টেক্সটাইল আমরা পৌঁছে দিই আপনার দরজায়, টাকায় দাম।',
    },
    helpCenter: {
      title: 'কীভাবে সাহায্য করতে পারি?',
      description: 'পাইকারি কেনাকাটা, আমাদের অনলাইন ট্রেড শো আর প্রতিদিনের কেনাকাটার টিপস, আর কথা বলার জন্য আমাদের টিম।',
    },
    faq: {
      title: 'সচরাচর জিজ্ঞাসিত প্রশ্ন',
      description: 'অর্ডার, রিটার্ন, ডেলিভারি আর সাপোর্ট নিয়ে ঝটপট উত্তর।',
    },
    paymentOptions: {
      title: 'যেভাবে সুবিধা, সেভাবে পেমেন্ট করুন',
      description:
        'পার্সেল হাতে পেয়ে ক্যাশে টাকা দিন, অথবা আগেই বিকাশ, নগদ, রকেট বা ব্যাংক ট্রান্সফারে পেমেন্ট করুন। সব দাম টাকায় (৳)।',
    },
    terms: {
      title: 'শর্তাবলি',
      description: 'হাটে কেনাকাটার সহজ নিয়মগুলো। অর্ডার করলে আপনি এগুলোতে সম্মত হচ্ছেন।',
    },
    privacy: {
      title: 'প্রাইভেসি পলিসি',
      description: 'হাট আপনার কোন ব্যক্তিগত তথ্য রাখে, কেন রাখে, আর এ বিষয়ে আপনি কী করতে পারেন।',
    },
    track: {
      title: 'আপনার অর্ডার ট্র্যাক করুন',
      description:
        'অর্ডার নম্বর আর যে ফোন নম্বরে অর্ডারটি ডেলিভারি হবে, তা দিয়ে আপনার অর্ডার আর পার্সেলের খবর দেখুন। লগইন লাগবে না।',
    },
  },
  notFound: { page: 'পেজটি পাওয়া যায়নি', product: 'পণ্যটি পাওয়া যায়নি।', category: 'ক্যাটাগরি পাওয়া যায়নি' },
  taka: (amount) => `৳${bengaliDigits.format(amount)}`,
};

export const PAGE_COPY: Record<AddressLanguage, PageCopy> = { en, bn };
