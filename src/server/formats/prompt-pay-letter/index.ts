/**
 * The prompt-pay letter as PDF: a leaf format module. Give it her business, the claim's numbers
 * and its clock, get back PDF bytes; it knows nothing of the database.
 */
export { renderPromptPayLetterPdf } from './render.ts';
