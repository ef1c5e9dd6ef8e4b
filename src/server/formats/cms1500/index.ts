/**
 * CMS-1500 (02/12) paper claim as PDF: a leaf format module. Give it claims in the billing
 * domain's terms, get back PDF bytes; it knows nothing of the database, routes or audit.
 */
export {
  type Cms1500Claim,
  Cms1500InputError,
  type Cms1500ServiceLine,
  cms1500ClaimSchema,
  parseCms1500Claim,
} from './input.ts';
export { Cms1500AmountTooLargeError, type PageTotals } from './layout.ts';
export { type Cms1500Mode, PDF_TITLE, type RenderOptions, renderCms1500Pdf } from './render.ts';
