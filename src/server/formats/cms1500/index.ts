/**
 * CMS-1500 (02/12) paper claim as PDF: a leaf format module. Give it claims in the billing
 * domain's terms, get back PDF bytes; it knows nothing of the database, routes or audit.
 */
export { type Cms1500Claim, Cms1500InputError } from './input.ts';
export { type Cms1500Mode, renderCms1500Pdf } from './render.ts';
