/**
 * A reconsideration packet as PDF, in the product's own layout: a leaf format module. Give it
 * the claim's numbers, the payer's reasons in words, the paragraph and the evidence; get back
 * PDF bytes. It knows nothing of the database.
 */
export { renderReconsiderationPacket } from './render.ts';
