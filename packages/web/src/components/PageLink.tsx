/** @jsxRuntime automatic */
import type { ReactNode } from 'react';
import { navigate } from '../router.ts';

/** A link to another page of the app: it changes the page without loading it again. */
export function PageLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={to}
      className={className}
      onClick={(e) => {
        e.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
