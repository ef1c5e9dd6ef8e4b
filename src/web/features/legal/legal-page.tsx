import type { ReactNode } from 'react';

export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="page legal-page">
      <h1>{title}</h1>
      <p className="legal-updated">Last updated October 13, 2025</p>
      {children}
    </article>
  );
}
