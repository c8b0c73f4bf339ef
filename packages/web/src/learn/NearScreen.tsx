/** @jsxRuntime automatic */
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Shows `children` only once this place comes within a screen of the view (`waiting` until then), so that
 * /learn's first render draws only what is on screen. Where IntersectionObserver is missing, at once.
 */
export function NearScreen({
  children,
  waiting,
  className,
}: {
  children: ReactNode;
  waiting: ReactNode;
  className?: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = slot.current;
    if (!el) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const watch = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          watch.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    watch.observe(el);
    return () => {
      watch.disconnect();
    };
  }, []);
  return (
    <div ref={slot} className={className}>
      {near ? children : waiting}
    </div>
  );
}
