import { Link, useSearchParams } from 'react-router';
import { CardOnFile } from './card-on-file.tsx';

/** /account/card: her card on file, reached from My Account; Stripe's page sends her back here. */
export function CardPage() {
  const [search] = useSearchParams();
  const setup = search.get('setup');
  return (
    <section className="page narrow-form">
      <div className="page-header">
        <div>
          <h1>Card on file</h1>
          <p className="subtitle">
            <Link to="/account">My Account</Link>
          </p>
        </div>
      </div>
      <CardOnFile returned={setup === 'done' || setup === 'cancelled' ? setup : undefined} />
    </section>
  );
}
