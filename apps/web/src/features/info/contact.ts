/**
 * How shoppers reach the support team, shown on the help centre, FAQ, about and legal pages.
 * Placeholder details for the demo shop: a real shop sets its own here.
 */
export const SUPPORT_CONTACT = {
  phone: '+880 9612-004228',
  phoneHref: 'tel:+8809612004228',
  email: 'support@haat.com.bd',
} as const;
