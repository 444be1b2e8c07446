import { ACCOUNT_BASES, ACCOUNT_SECTIONS } from '@haat/contracts/pages';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { PATHS } from '../config/paths';
import { productQueryOptions } from '../features/catalogue/api';
import { HomePage } from '../features/catalogue/pages/home-page';
import { Layout } from './layout';

// The home page is the usual first page and comes with the main bundle; every other page is
// loaded when it is first visited.
const CataloguePage = lazy(() => import('../features/catalogue/pages/catalogue-page'));
const CategoriesPage = lazy(() => import('../features/catalogue/pages/categories-page'));
const CategoryPage = lazy(() => import('../features/catalogue/pages/category-page'));
const ProductPage = lazy(() => import('../features/catalogue/pages/product-page'));
const AboutPage = lazy(() => import('../features/info/pages/about-page'));
const HelpCenterPage = lazy(() => import('../features/info/pages/help-center-page'));
const FaqPage = lazy(() => import('../features/info/pages/faq-page'));
const PaymentOptionsPage = lazy(() => import('../features/info/pages/payment-options-page'));
const TermsPage = lazy(() => import('../features/info/pages/terms-page'));
const PrivacyPage = lazy(() => import('../features/info/pages/privacy-page'));
const ComingPage = lazy(() => import('../features/info/pages/coming-page'));
const TrackPage = lazy(() => import('../features/orders/pages/track-page'));
const CartPage = lazy(() => import('../features/cart/pages/cart-page'));
const WishlistPage = lazy(() => import('../features/wishlist/pages/wishlist-page'));
const AuthPage = lazy(() => import('../features/auth/pages/auth-page'));
const SocialLandingPage = lazy(() => import('../features/auth/pages/social-landing-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/reset-password-page'));
const VerifyEmailPage = lazy(() => import('../features/auth/pages/verify-email-page'));
const ShopperPage = lazy(() => import('./shopper-pages'));
const NotFoundPage = lazy(() => import('./not-found-page'));

/**
 * A product's data is asked for while its page's code is still on its way, not after: during
 * render, since effects under a page that is still loading do not run until it arrives.
 */
function ProductRoute() {
  const { id = '' } = useParams();
  usePrefetchQuery(productQueryOptions(id));
  return <ProductPage />;
}

const dashboard = <ShopperPage page="dashboard" />;

/** The sections of the account area, each a route under the account shell. */
const accountSections = ACCOUNT_SECTIONS.map((section) => (
  <Route key={section} path={section} element={<ShopperPage page={section} />} />
));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<Navigate to={PATHS.home} replace />} />
        <Route path={PATHS.products} element={<CataloguePage />} />
        <Route path="shop" element={<Navigate to={PATHS.products} replace />} />
        <Route path="product/:id" element={<ProductRoute />} />
        <Route path="productdetails" element={<ProductPage />} />
        <Route path={PATHS.categories} element={<CategoriesPage />} />
        <Route path="categories" element={<Navigate to={PATHS.categories} replace />} />
        <Route path="category/:slug" element={<CategoryPage />} />
        <Route path={PATHS.about} element={<AboutPage />} />
        <Route path="aboutus" element={<AboutPage />} />
        <Route path={PATHS.helpCenter} element={<HelpCenterPage />} />
        <Route path="helpdesk" element={<Navigate to={PATHS.helpCenter} replace />} />
        <Route path="contact" element={<Navigate to={PATHS.helpSection('live')} replace />} />
        <Route path={PATHS.faq} element={<FaqPage />} />
        <Route path={PATHS.paymentOptions} element={<PaymentOptionsPage />} />
        <Route path={PATHS.terms} element={<TermsPage />} />
        <Route path={PATHS.privacy} element={<PrivacyPage />} />
        {/* A page still to come; it says what it will hold. */}
        <Route path={PATHS.messages} element={<ComingPage page="messages" />} />
        {/* Every order's status is on the shopper's orders page. */}
        <Route path={PATHS.orderStatus} element={<Navigate to={PATHS.orders} replace />} />
        {/* Public: a shopper who comes from a message follows their parcel without signing in. */}
        <Route path={PATHS.track} element={<TrackPage />} />
        <Route path={PATHS.cart} element={<CartPage />} />
        <Route path={`${PATHS.cart}/:id`} element={<CartPage />} />
        <Route path={PATHS.checkout} element={<ShopperPage page="checkout" />} />
        <Route path={PATHS.simpleCheckout} element={<ShopperPage page="simpleCheckout" />} />
        <Route path={PATHS.payment} element={<ShopperPage page="payment" />} />
        <Route path="payments" element={<ShopperPage page="payment" />} />
        <Route path="payments/:id" element={<ShopperPage page="payment" />} />
        <Route path="order/:id" element={<ShopperPage page="order" />} />
        <Route path={PATHS.wishlist} element={<WishlistPage />} />
        {/* Keyed: going from /login to /register opens the other tab afresh. */}
        <Route path={PATHS.auth} element={<AuthPage key="auth" />} />
        <Route path={PATHS.login} element={<AuthPage key="login" tab="login" />} />
        <Route path={PATHS.register} element={<AuthPage key="register" tab="signup" />} />
        <Route path={PATHS.authSuccess} element={<SocialLandingPage />} />
        <Route path={PATHS.googleCallback} element={<SocialLandingPage />} />
        <Route path={PATHS.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={PATHS.resetPassword} element={<ResetPasswordPage />} />
        <Route path={PATHS.verifyEmail} element={<VerifyEmailPage />} />
        {/* The account area: a route per section, at the spec's top-level addresses (/orders,
            /returns…) and under each spelling of the area's own. */}
        {accountSections}
        <Route path="profilecart" element={dashboard} />
        {ACCOUNT_BASES.map((base) => (
          <Route key={base} path={base}>
            <Route index element={dashboard} />
            {accountSections}
            <Route path="*" element={dashboard} />
          </Route>
        ))}
        {/* The operator's back office, a bundle of its own (loaded through the signed-in pages'). */}
        <Route path={`${PATHS.admin}/*`} element={<ShopperPage page="admin" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
