import { Suspense } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router';
import { PATHS } from '../../config/paths';
import { useT } from '../../lib/i18n';
import { RequireSession, useSession } from '../../lib/session';
import { RiskPage } from '../risk';
import { LabelsPage } from '../shipping';
import { courierMessages } from './courier-messages';
import { adminMessages } from './messages';
import AuditLogPage from './pages/audit-log-page';
import CancellationsPage from './pages/cancellations-page';
import CategoriesPage from './pages/categories-page';
import DashboardPage from './pages/dashboard-page';
import OrderPage from './pages/order-page';
import OrdersPage from './pages/orders-page';
import OutboxPage from './pages/outbox-page';
import PaymentsPage from './pages/payments-page';
import PayoutsPage from './pages/payouts-page';
import ProductPage from './pages/product-page';
import ProductsPage from './pages/products-page';
import PromoCodesPage from './pages/promo-codes-page';
import ReturnsPage from './pages/returns-page';
import SettingsPage from './pages/settings-page';
import StatementsPage from './pages/statements-page';
import StorefrontPage from './pages/storefront-page';
import { ADMIN_PATHS } from './paths';
import './admin.css';
import { PageTitle } from '../../ui/page-title';

/**
 * /admin/*: the operator's back office, one bundle shoppers never download (its pages are not split
 * further: a page of its own would change how the shopper's first-page code is split, at a cost). A visitor signs in first
 * and comes back; a signed-in shopper is told the area is not theirs. The server refuses them too.
 */
export default function AdminApp() {
  const t = useT(adminMessages);
  const tCouriers = useT(courierMessages);
  const loading = (
    <p className="state" role="status">
      {t('loading')}
    </p>
  );
  return (
    <main id="main" tabIndex={-1} className="page">
      <RequireSession loading={loading}>
        <OperatorsOnly>
          <div className="admin">
            <nav className="admin__nav" aria-label={t('sections')}>
              <p className="admin__brand">{t('backOffice')}</p>
              <NavLink to={ADMIN_PATHS.dashboard} end>
                {t('navDashboard')}
              </NavLink>
              <NavLink to={ADMIN_PATHS.orders}>{t('navOrders')}</NavLink>
              <NavLink to={ADMIN_PATHS.payments}>{t('navPayments')}</NavLink>
              <NavLink to={ADMIN_PATHS.statements}>{t('navStatements')}</NavLink>
              <NavLink to={ADMIN_PATHS.payouts}>{tCouriers('navPayouts')}</NavLink>
              <NavLink to={ADMIN_PATHS.risk}>{t('navRisk')}</NavLink>
              <NavLink to={ADMIN_PATHS.returns}>{t('navReturns')}</NavLink>
              <NavLink to={ADMIN_PATHS.cancellations}>{t('navCancellations')}</NavLink>
              <NavLink to={ADMIN_PATHS.products}>{t('navProducts')}</NavLink>
              <NavLink to={ADMIN_PATHS.categories}>{t('navCategories')}</NavLink>
              <NavLink to={ADMIN_PATHS.storefront}>{t('navStorefront')}</NavLink>
              <NavLink to={ADMIN_PATHS.promoCodes}>{t('navPromoCodes')}</NavLink>
              <NavLink to={ADMIN_PATHS.settings}>{t('navSettings')}</NavLink>
              <NavLink to={ADMIN_PATHS.outbox}>{t('navOutbox')}</NavLink>
              <NavLink to={ADMIN_PATHS.auditLog}>{t('navAuditLog')}</NavLink>
            </nav>
            <div className="admin__main">
              <Routes>
                <Route index element={<DashboardPage />} />
                <Route path="orders" element={<OrdersPage />} />
                <Route path="orders/:id" element={<OrderPage />} />
                <Route path="payments" element={<PaymentsPage />} />
                <Route path="statements" element={<StatementsPage />} />
                <Route path="payouts" element={<PayoutsPage />} />
                <Route path="risk" element={<RiskPage />} />
                <Route path="returns" element={<ReturnsPage />} />
                <Route path="cancellations" element={<CancellationsPage />} />
                <Route path="audit-log" element={<AuditLogPage />} />
                <Route path="outbox" element={<OutboxPage />} />
                <Route path="products" element={<ProductsPage />} />
                <Route path="products/new" element={<ProductPage key="new" />} />
                <Route path="products/:id" element={<ProductPage />} />
                <Route path="categories" element={<CategoriesPage />} />
                <Route path="storefront" element={<StorefrontPage />} />
                <Route path="promo-codes" element={<PromoCodesPage />} />
                <Route path="settings" element={<SettingsPage />} />
                {/* The labels' print page is split off: its barcode and QR code makers load there alone. */}
                <Route
                  path="labels"
                  element={
                    <Suspense fallback={loading}>
                      <LabelsPage />
                    </Suspense>
                  }
                />
                <Route path="*" element={<DashboardPage />} />
              </Routes>
            </div>
          </div>
        </OperatorsOnly>
      </RequireSession>
    </main>
  );
}

function OperatorsOnly({ children }: { children: React.ReactNode }) {
  const t = useT(adminMessages);
  const { user } = useSession();
  if (user?.role === 'admin') return children;
  return (
    <section className="admin-refused" aria-labelledby="admin-refused-title">
      <PageTitle page={t('noAccessTitle')} />
      <h1 id="admin-refused-title">{t('noAccessTitle')}</h1>
      <p>{t('noAccess')}</p>
      <Link to={PATHS.home} className="button button--primary">
        {t('backToShop')}
      </Link>
    </section>
  );
}
