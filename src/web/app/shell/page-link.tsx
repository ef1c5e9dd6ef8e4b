import type { ComponentType, ReactNode } from 'react';

/**
 * A link to one of the app's pages, as the header and footer draw it: React Router's `Link`
 * inside the app, `DocumentLink` on the public pages, which run without a router.
 */
export type PageLink = ComponentType<{ to: string; className?: string; children: ReactNode }>;

/** A plain link: the page it names loads whole (the public pages come drawn, so that is quick). */
export function DocumentLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
