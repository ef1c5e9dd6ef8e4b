import { Link } from 'react-router';
import { paths } from './paths.ts';

export function NotFoundPage() {
  return (
    <section className="page narrow">
      <h1>We couldn't find that page</h1>
      <p>The address may be mistyped, or the page may have moved.</p>
      <p>
        <Link to={paths.home} className="button button-primary">
          Go to the home page
        </Link>
      </p>
    </section>
  );
}
