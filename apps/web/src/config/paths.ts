import { EMAIL_LINK_PAGES } from '@haat/contracts/constants';

/** A section of the help centre (storefront spec section 2). */
export type HelpSection = 'sample-center' | 'online-trade-show' | 'tips' | 'live';

/**
 * Every page address of the web app, written once: links, redirects and the router use these.
 * The router also answers the spec's other spellings (/home, /shop, /login…), which redirect here.
 */
export const PATHS = {
  home: '/',
  products: '/products',
  product: (id: string) => `/product/${encodeURIComponent(id)}`,
  categories: '/category',
  category: (slug: string) => `/category/${slug}`,
  about: '/about',
  helpCenter: '/help-center',
  helpSection: (section: HelpSection) => `/help-center?section=${section}`,
  faq: '/faq',
  paymentOptions: '/paymentoptions',
  terms: '/terms',
  privacy: '/privacy',
  auth: '/auth',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: EMAIL_LINK_PAGES.resetPassword,
  verifyEmail: EMAIL_LINK_PAGES.verifyEmail,
  authSuccess: '/auth/success',
  googleCallback: '/auth/google/callback',
  account: '/manageaccount',
  accountProfile: '/manageaccount/profile',
  /** Where the order details page's Back to Orders leads (purchase spec section 2). */
  accountOrders: '/manage-account/orders',
  cart: '/cart',
  checkout: '/cartpayment',
  simpleCheckout: '/checkout',
  payment: '/payment',
  payOrder: (orderId: string) => `/payments/${encodeURIComponent(orderId)}`,
  wishlist: '/wishlist',
  orders: '/orders',
  order: (orderId: string) => `/order/${encodeURIComponent(orderId)}`,
  cancellations: '/cancellations',
  returns: '/returns',
  reviews: '/reviews',
  addresses: '/addresses',
  messages: '/messages',
  orderStatus: '/orderstatus',
  /** The public tracking page: an order and its parcel by number and phone, no sign-in (`?order=` prefills it). */
  track: '/track',
  /** The operator's back office; its own pages are in features/admin/paths.ts, out of the shopper's download. */
  admin: '/admin',
} as const;
