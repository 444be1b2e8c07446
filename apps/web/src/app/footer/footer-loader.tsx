import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const Footer = lazy(() => import('./footer'));

/** How far below the screen the footer starts loading, so that it is there when scrolled to. */
const LOAD_AHEAD = '600px';

/**
 * The footer is never part of a page's first paint: its code loads when the bottom of the page
 * comes near the screen. Nothing sits below it, so its arrival moves nothing.
 */
export function FooterLoader() {
  const spot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = spot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${LOAD_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={spot} />;
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
