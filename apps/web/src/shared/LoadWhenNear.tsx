import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Content below the fold whose code and data wait until it scrolls into view (or the browser cannot tell),
 * so a first visit downloads only what it shows. `minHeight` keeps the page from jumping when it comes.
 */
export function LoadWhenNear({ children, minHeight = 120 }: { children: ReactNode; minHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  if (!near) return <div ref={ref} style={{ minHeight }} />;
  return <Suspense fallback={<div style={{ minHeight }} />}>{children}</Suspense>;
}
