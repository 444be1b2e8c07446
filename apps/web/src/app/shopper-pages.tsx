import type { AccountSection } from '@haat/contracts/pages';
import { lazy } from 'react';
import AccountArea from '../features/account/pages/account-area';

/**
 * The signed-in shopper's pages: the account area's sections (each inside the area's shell), and
 * checkout, payment and an order's details. They load from here rather than from the router, so
 * that the first page's script does not carry the list of every file of every one of them.
 */
const accountSections = () => import('../features/account/pages/account-sections');
const SECTIONS = {
  dashboard: lazy(() => accountSections().then((module) => ({ default: module.DashboardPage }))),
  profile: lazy(() => accountSections().then((module) => ({ default: module.ProfilePage }))),
  orders: lazy(() => import('../features/orders/pages/orders-page')),
  cancellations: lazy(() => import('../features/orders/pages/cancellations-page')),
  returns: lazy(() => import('../features/orders/pages/returns-page')),
  reviews: lazy(() => import('../features/reviews/pages/reviews-page')),
  addresses: lazy(() => import('../features/addresses/pages/addresses-page')),
} satisfies Record<AccountSection, unknown>;

const PAGES = {
  checkout: lazy(() => import('../features/checkout/pages/checkout-page')),
  simpleCheckout: lazy(() => import('../features/checkout/pages/simple-checkout-page')),
  payment: lazy(() => import('../features/checkout/pages/payment-page')),
  order: lazy(() => import('../features/orders/pages/order-page')),
  admin: lazy(() => import('../features/admin/admin-app')),
};

export type ShopperPageName = AccountSection | keyof typeof PAGES;

const isSection = (page: ShopperPageName): page is AccountSection => page in SECTIONS;

export default function ShopperPage({ page }: { page: ShopperPageName }) {
  if (!isSection(page)) {
    const Page = PAGES[page];
    return <Page />;
  }
  const Section = SECTIONS[page];
  return (
    <AccountArea section={page}>
      <Section />
    </AccountArea>
  );
}
