import { Link } from 'react-router';
import { paths } from '../paths.ts';

export function SiteFooter() {
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
