import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { HomePage } from '../features/catalogue/pages/home-page';
import { Layout } from './layout';

// The home page is the usual first page and comes with the main bundle; every other page is
// loaded when it is first visited.
const NotFoundPage = lazy(() => import('./not-found-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
