import { defineMessages } from '../../../lib/i18n';

export const helpCenterMessages = defineMessages('info.help', {
  eyebrow: 'Help Center',
  title: 'How can we help?',
  lead: 'Guides for buying in bulk, our online trade shows, everyday shopping tips, and people to talk to.',
  searchLabel: 'Search help articles',
  searchPlaceholder: 'Search help articles',
  clearSearch: 'Clear search',
  topics: 'Help topics',
  results: '{count} articles match “{query}”',
  resultsOne: '{count} article matches “{query}”',
  noResults: 'No help articles match “{query}”.',
  noResultsHint: 'Try another word, or ask our support team.',
  talkToUs: 'Talk to us',

  sampleCenter: 'Sample Center',
  sampleCenterIntro:
    'Planning a bulk order for a wedding, Eid gifts, a school or an office? See and feel the product first: order a sample piece or fabric swatches before you commit.',
  sampleWhatTitle: 'What is the Sample Center?',
  sampleWhatBody:
    'It is our service for customers who want 10 or more pieces of the same product, for a family wedding, corporate Eid gifts, uniforms or a shop of their own. You order one sample piece at the normal price, check the fabric, the stitching and the fit, then place the bulk order with confidence.',
  sampleHowTitle: 'How do I request a sample?',
  sampleHowBody:
    'Contact Live Support with the product link, the size and colour you want and the quantity you plan to order. We confirm the price and the delivery date, and you pay for the sample like any other order: cash on delivery, bKash, Nagad, Rocket or bank transfer.',
  sampleSwatchTitle: 'Fabric swatches',
  sampleSwatchBody:
    'For sarees, panjabi and home textiles we can post up to 5 small fabric swatches so you can compare colours in daylight. The swatches are free; you pay only the normal delivery fee.',
  samplePriceTitle: 'Bulk order prices',
  samplePriceBody:
    'From 10 pieces of one product we offer a bulk price, and if you place the bulk order within 30 days we deduct what you paid for the sample. Ask Live Support for a quote; it stays valid for 7 days.',

  tradeShow: 'Online Trade Show',
  tradeShowIntro:
    'Seasonal online showcases where Bangladeshi brands, workshops and weavers launch their new collections on Haat.',
  tradeWhatTitle: 'What is the Online Trade Show?',
  tradeWhatBody:
    'A few times a year, before Eid, Pohela Boishakh, Durga Puja and winter, we hold an online show: a week of new collections, launch prices and stories from the makers. There is nothing to register for; the show appears on the home page.',
  tradeWhenTitle: 'When is the next show?',
  tradeWhenBody:
    'Each show is announced two weeks before it opens, on the home page and in our newsletter. Subscribe at the bottom of any page to hear first.',
  tradePreorderTitle: 'Pre-orders from a show',
  tradePreorderBody:
    'Some show pieces are made to order. Their product page says so and gives the expected dispatch date, and you can cancel a pre-order at any time before it ships.',
  tradeJoinTitle: 'Showing your brand at Haat',
  tradeJoinBody:
    'Are you a Bangladeshi brand, workshop or weaver? Write to {email} with a few pictures of your work and where you make it. We reply within 5 working days.',

  tips: 'Shopping Tips',
  tipsIntro: 'Small things that make shopping at Haat easier.',
  tipSizeTitle: 'Find your size',
  tipSizeBody:
    'Every clothing page has a size chart with chest and length in inches ({chart}). Measure a shirt or kameez that fits you well and compare. Between two sizes, choose the larger one.',
  tipPayTitle: 'Pay safely with bKash, Nagad or Rocket',
  tipPayBody:
    'Pay only after placing your order, and only the order total. Keep the transaction id from the confirmation SMS: the payment proof asks for it. Haat never asks for your PIN or OTP.',
  tipTrackTitle: 'Track your order',
  tipTrackBody:
    'Sign in and open My Orders to see the status of each order, from confirmed to delivered. The tabs sort them into To Pay, To Ship, To Receive, Cancelled and Completed.',
  tipReturnTitle: 'Returns within 7 days',
  tipReturnBody:
    'If something does not fit or is not as described, return it unused and with its tags within 7 days of delivery. If the order has not shipped yet, simply cancel it.',
  tipCareTitle: 'Caring for cotton, silk and jamdani',
  tipCareBody:
    'Wash cotton in cold water with similar colours and dry it in the shade. Dry clean silk and jamdani the first time, and store them folded in a cotton cloth, away from damp.',
  tipWishlistTitle: 'Save products for later',
  tipWishlistBody:
    'Tap Wishlist on any product page to keep it for later, and find it again in your account under Wishlist.',

  live: 'Live Support',
  liveIntro: 'Talk to a person on our support team, in Bangla or English.',
  livePhone: 'Call us',
  /** The phone line's hours, as on the FAQ page. */
  phoneHours: '9:00 AM – 11:00 PM',
  livePhoneNote: 'Open {hours}, every day of the week.',
  liveEmail: 'Email us',
  liveEmailNote: 'Answered 24/7, usually within a few hours.',
  liveChat: 'Live chat',
  liveChatNote: 'Opening soon. Until then, please call or email us.',
  liveBeforeTitle: 'Before you contact us',
  liveBeforeBody:
    'Keep your order number ready: it is in My Orders and in your order confirmation. For a problem with an item, a photo helps us solve it in one go.',
  liveDeliveryTitle: 'A problem with a delivery',
  liveDeliveryBody:
    'If a parcel is late, damaged or missing an item, contact us within 48 hours of the delivery date and we will make it right.',
  liveFeedbackTitle: 'Feedback and complaints',
  liveFeedbackBody:
    'Tell us what we can do better at {email}. The team reads every message, and a complaint gets an answer within 2 working days.',
});
