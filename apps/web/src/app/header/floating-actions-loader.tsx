import { SCROLL_THRESHOLDS_PX } from '@haat/contracts/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useScrolledPast } from '../../lib/hooks';

const FloatingActions = lazy(() => import('./floating-actions'));

/**
 * The floating buttons' code loads the first time the page is scrolled far enough to show one:
 * the floating cart, from 100 px.
 */
export function FloatingActionsLoader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLDS_PX.floatingCart);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (scrolled) setWanted(true);
  }, [scrolled]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FloatingActions />
    </Suspense>
  );
}
