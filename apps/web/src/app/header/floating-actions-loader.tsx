import { SCROLL_THRESHOLDS_PX } from '@haat/contracts/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useMatch } from 'react-router';
import { PATHS } from '../../config/paths';
import { useScrolledPast } from '../../lib/hooks';

const FloatingActions = lazy(() => import('./floating-actions'));

/**
 * The floating buttons' code loads the first time the page is scrolled far enough to show one
 * (the floating cart, from 100 px), or at once on the catalogue, which shows its chat bubble.
 */
export function FloatingActionsLoader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLDS_PX.floatingCart);
  const onCatalogue = useMatch(PATHS.products) !== null;
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (scrolled || onCatalogue) setWanted(true);
  }, [scrolled, onCatalogue]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FloatingActions />
    </Suspense>
  );
}
