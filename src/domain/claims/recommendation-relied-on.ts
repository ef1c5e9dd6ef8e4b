import type { RecommendationNeed } from '#domain/billing/recommendation-need';
import { standingOrderWords } from '#domain/billing/recommendation-rules';

/**
 * The recommendation a submitted claim relied on, kept with the claim in the words of the day it
 * was submitted: a standing order (its name, issuer and date), or the recommendation on file (its
 * id, the form it stands for, who signed it and when). A later replacement of the recommendation
 * does not change what the claim says it relied on.
 */
export type RecommendationReliedOn =
  | { kind: 'standing-order'; name: string; issuer: string; date: string | null }
  | {
      kind: 'recommendation';
      id: string;
      formName: string;
      recommenderName: string;
      recommenderNpi: string;
      signedOn: string;
    };

/** What to keep from the claim check's answer; null when the program asks for none. */
export function reliedOnOf(need: RecommendationNeed): RecommendationReliedOn | null {
  if (need.kind === 'standing-order') {
    const { name, issuer, date } = need.order;
    return { kind: 'standing-order', name, issuer, date };
  }
  if (need.kind !== 'recommendation') return null;
  const { id, recommenderName, recommenderNpi, signedOn } = need.recommendation;
  return {
    kind: 'recommendation',
    id,
    formName: need.requirement.formName,
    recommenderName,
    recommenderNpi,
    signedOn,
  };
}

/**
 * "New York’s standing order of 2024-06-10 (New York State Department of Health)", or
 * "A second recommendation from a licensed provider: Dr. Lee Park (NPI 1234567893), signed 2026-07-01".
 */
export function reliedOnWords(reliedOn: RecommendationReliedOn): string {
  if (reliedOn.kind === 'standing-order')
    return `${standingOrderWords(reliedOn)} (${reliedOn.issuer})`;
  const form = reliedOn.formName.replace(/^a /, 'A ');
  return `${form}: ${reliedOn.recommenderName} (NPI ${reliedOn.recommenderNpi}), signed ${reliedOn.signedOn}`;
}
