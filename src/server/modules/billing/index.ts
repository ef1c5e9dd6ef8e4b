/**
 * Billing data: the payer profiles and payer mapping the billing engine reads, stored as
 * operator-editable, versioned data (seeded from the engine's seed profiles).
 */
export {
  createPayerCatalogService,
  payerCatalogOf,
  type PayerCatalogService,
} from './payer-catalog.service.ts';
export { catalogTokenNow } from './payer-catalog.repository.ts';
