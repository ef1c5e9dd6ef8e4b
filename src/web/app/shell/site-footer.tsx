import { paths } from '../paths.ts';
import type { PageLink } from './page-link.tsx';

export function SiteFooter({ Link }: { Link: PageLink }) {
  return (
    <footer className="site-footer">
      <p>© 2025 Doula Billing. All rights reserved.</p>
      <ul>
        <li>
          <Link to={paths.terms}>Terms of Service</Link>
        </li>
        <li>
          <Link to={paths.privacy}>Privacy Policy</Link>
        </li>
      </ul>
    </footer>
  );
}
