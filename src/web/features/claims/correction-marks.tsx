import type { ReactNode } from 'react';
import {
  correctionPartWords,
  unchangedCorrectionMessage,
  type CorrectionPart,
  type PayerNamedPart,
} from '#domain/claims/correction-changes';
import { fixPlaceWords } from '#domain/glossary/index';
import { fixLink } from './next-step-note.tsx';

/** The id of the note that marks one part of the correction form. */
export const namedNoteId = (formId: string, part: CorrectionPart) => `${formId}-named-${part}`;

/** "the diagnoses and the dates and times": the parts in a sentence. */
function listWords(parts: readonly CorrectionPart[]): string {
  const words = parts.map((part) => correctionPartWords[part]);
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** Where she changes a detail kept outside the claim, as a link ('' for the form itself). */
const elsewhere = (named: PayerNamedPart) =>
  named.where === 'new-claim'
    ? null
    : fixLink(named.where, `Change it in ${fixPlaceWords[named.where]}`);

/**
 * A part of the correction form the payer's answer named: a note above its fields, which the
 * group names as its description (announced on entering it), with a link when she changes it
 * elsewhere. Without a note for the part, the fields stand as they are.
 */
export function MarkedPart({
  formId,
  part,
  named,
  children,
}: {
  formId: string;
  part: CorrectionPart;
  named: readonly PayerNamedPart[];
  children: ReactNode;
}) {
  const mine = named.filter((item) => item.part === part);
  if (mine.length === 0) return <>{children}</>;
  const noteId = namedNoteId(formId, part);
  return (
    <div className="payer-named" role="group" aria-describedby={noteId}>
      <p id={noteId} className="payer-named-note">
        <strong>The payer named this:</strong>{' '}
        {mine.map((item) => (
          <span key={item.sentence}>
            {item.sentence} {elsewhere(item)}{' '}
          </span>
        ))}
      </p>
      {children}
    </div>
  );
}

/**
 * What the payer's answer names, at the top of the correction form: each sentence, and for a
 * detail kept elsewhere (her NPI in My Account) where to change it.
 */
export function PayerNamedList({ named }: { named: readonly PayerNamedPart[] }) {
  if (named.length === 0) return null;
  return (
    <>
      <p>The payer’s answer names:</p>
      <ul className="payer-named-list">
        {named.map((item) => (
          <li key={`${item.part}-${item.sentence}`}>
            {item.sentence} {elsewhere(item)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Beside the submit button: what the correction changes so far, or that it changes nothing. */
export function CorrectionChangesHint({
  id,
  changes,
}: {
  id: string;
  changes: readonly CorrectionPart[] | null;
}) {
  if (!changes) return null;
  return (
    <p id={id} className={`field-hint${changes.length === 0 ? ' correction-unchanged' : ''}`}>
      {changes.length === 0
        ? unchangedCorrectionMessage
        : `This correction changes ${listWords(changes)}.`}
    </p>
  );
}
