import { usePublicConfig } from '../../lib/public-config.ts';
import { TermsPage } from './terms-page.tsx';

/**
 * The Terms in the app: the settings fetched (the price and how fees are paid here). Apart from
 * the page, so the public page at /tos loads no query library (decision 060).
 */
export function TermsScreen() {
  return <TermsPage config={usePublicConfig().data} />;
}
