import type { ClaimDraft } from '#domain/claims/draft';
import type { ClaimFieldErrors } from './claim-field-errors.tsx';

/** What every field group of the claim form gets: its ids, the draft, errors and an updater. */
export interface DraftFieldProps {
  id: string;
  form: ClaimDraft;
  errors: ClaimFieldErrors;
  update(change: (draft: ClaimDraft) => ClaimDraft): void;
}
