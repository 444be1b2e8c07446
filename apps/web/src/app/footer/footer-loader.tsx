import { lazy, Suspense } from 'react';
import { useNearScreen } from '../../lib/hooks';

const Footer = lazy(() => import('./footer'));

/** How far below the screen the footer starts loading, so that it is there when scrolled to. */
const LOAD_AHEAD = '600px';

/**
 * The footer is never part of a page's first paint: its code loads when the bottom of the page
 * comes near the screen. Nothing sits below it, so its arrival moves nothing.
 */
export function FooterLoader() {
  const [spot, near] = useNearScreen<HTMLDivElement>(LOAD_AHEAD);
  if (!near) return <div ref={spot} />;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
