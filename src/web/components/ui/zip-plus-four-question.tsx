import { useState } from 'react';
import { LeaveQuestion } from './leave-question.tsx';

const questions = {
  own: 'Save a 5-digit ZIP? Your claims will wait until you add the last four digits: electronic claims need your ZIP+4.',
  facility:
    'Save a 5-digit ZIP? Claims at this facility will wait until you add the last four digits: electronic claims need its ZIP+4.',
} as const;

/**
 * Saving a ZIP of five digits where claims need nine: she confirms, in the page (never the
 * browser's confirm), that her claims will wait until she adds the last four; "Add the last
 * four digits" takes her back to the field instead. `questionFor(focusZip)` draws the question,
 * `focusZip` putting the cursor in the ZIP field.
 */
export function useZipPlusFourQuestion(whose: keyof typeof questions) {
  const [pending, setPending] = useState<{ save: () => void } | null>(null);
  /** Saves now, or once she confirms a ZIP of five digits. */
  const saveChecked = (zip: string, save: () => void) => {
    if (/^\d{5}$/.test(zip.trim())) setPending({ save });
    else save();
  };
  const questionFor = (focusZip: () => void) =>
    pending ? (
      <LeaveQuestion
        question={questions[whose]}
        stayLabel="Add the last four digits"
        leaveLabel="Save with 5 digits"
        onStay={() => {
          setPending(null);
          focusZip();
        }}
        onLeave={() => {
          setPending(null);
          pending.save();
        }}
      />
    ) : null;
  return { saveChecked, questionFor };
}
