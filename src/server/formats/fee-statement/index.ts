/**
 * A doula's monthly fee statement as PDF: a leaf format module, like the CMS-1500. Give it the
 * statement in the fee ledger's terms, get back PDF bytes; it knows nothing of the database.
 */
export { renderFeeStatementPdf } from './render.ts';
