import { useId, useState, type ReactNode } from 'react';
import { wideAtStart } from '../../lib/screen-width.ts';
import { disclosureButtonProps } from '../../components/ui/disclosure.ts';

/**
 * The claims list's filters behind a "Filters" button on a phone, so her claims come first; on a
 * wide screen the filters always show and the button is hidden (claims.css).
 */
export function FiltersDisclosure({ active, children }: { active: boolean; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(wideAtStart);
  return (
    <div className={`filters-disclosure${open ? ' is-open' : ''}`}>
      <button
        className="button button-small filters-toggle"
        {...disclosureButtonProps(open, setOpen, id)}
      >
        {active ? 'Filters (on)' : 'Filters'}
      </button>
      <div id={id} className="filters-body">
        {children}
      </div>
    </div>
  );
}
