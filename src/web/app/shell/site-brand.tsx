import { paths } from '../paths.ts';
import type { PageLink } from './page-link.tsx';

/** The logo, leading to /, with the beta label. */
export function SiteBrand({ Link }: { Link: PageLink }) {
  return (
    <Link to={paths.home} className="brand">
      <img src="/favicon.svg" alt="" width="28" height="28" />
      <span className="brand-name">Doula Billing</span>
      <span className="beta-label">Beta</span>
    </Link>
  );
}
