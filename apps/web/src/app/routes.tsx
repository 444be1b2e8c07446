import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router';
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
const AuthPage = lazy(() => import('../features/auth/pages/auth-page'));
const SocialLandingPage = lazy(() => import('../features/auth/pages/social-landing-page'));
const AccountPage = lazy(() => import('../features/account/pages/account-page'));
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

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="home" element={<Navigate to="/" replace />} />
        <Route path="products" element={<CataloguePage />} />
        <Route path="shop" element={<Navigate to="/products" replace />} />
        <Route path="product/:id" element={<ProductRoute />} />
        <Route path="productdetails" element={<ProductPage />} />
        <Route path="category" element={<CategoriesPage />} />
        <Route path="categories" element={<Navigate to="/category" replace />} />
        <Route path="category/:slug" element={<CategoryPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="aboutus" element={<AboutPage />} />
        <Route path="help-center" element={<HelpCenterPage />} />
        <Route path="helpdesk" element={<Navigate to="/help-center" replace />} />
        <Route path="contact" element={<Navigate to="/help-center?section=live" replace />} />
        <Route path="faq" element={<FaqPage />} />
        <Route path="paymentoptions" element={<PaymentOptionsPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        {/* Keyed: going from /login to /register opens the other tab afresh. */}
        <Route path="auth" element={<AuthPage key="auth" />} />
        <Route path="login" element={<AuthPage key="login" tab="login" />} />
        <Route path="register" element={<AuthPage key="register" tab="signup" />} />
        <Route path="auth/success" element={<SocialLandingPage />} />
        <Route path="auth/google/callback" element={<SocialLandingPage />} />
        {/* The account area: its own routes, behind sign-in (features/account). */}
        <Route path="manageaccount/*" element={<AccountPage />} />
        <Route path="mangaeaccount/*" element={<AccountPage />} />
        <Route path="manage-account/*" element={<AccountPage />} />
        <Route path="dashboard" element={<AccountPage section="dashboard" />} />
        <Route path="profile" element={<AccountPage section="profile" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
