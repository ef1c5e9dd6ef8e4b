import type { ReactNode } from 'react';

type Tone = 'error' | 'success' | 'info' | 'warning';

/** A message box. Errors use role="alert" so screen readers announce them at once. */
export function Alert({
  tone,
  children,
  title,
}: {
  tone: Tone;
  children: ReactNode;
  title?: string;
}) {
  return (
    <div className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="alert-title">{title}</p> : null}
      <div>{children}</div>
    </div>
  );
}
