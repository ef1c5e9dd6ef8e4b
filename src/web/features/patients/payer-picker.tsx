import { useId, useState, type KeyboardEvent } from 'react';
import {
  useActiveOption,
  comboboxInputProps,
  comboboxOptionProps,
} from '../../components/ui/combobox.ts';
import { billingMessages, type PayerChoice, searchPayerChoices } from '#domain/billing/index';

/** The listbox's last option: no listed payer, she types the payer ID herself. */
const OTHER = 'other';

/**
 * Choosing the patient's payer by name: a search box (name or payer ID) over the payers the
 * product knows, each shown with its payer ID, and "Other (type the payer ID)" last, which
 * hands over to a plain Payer ID field (with what she typed, when that looks like a payer ID:
 * "MCAL1", Enter). It follows the ARIA combobox pattern: arrow keys move
 * through the list, Enter picks, Escape closes the list (and only then the dialog).
 */
export function PayerPicker({
  choices,
  chosen,
  other,
  profileLine,
  error,
  onPick,
  onOther,
  onLeave,
}: {
  choices: readonly PayerChoice[];
  /** The listed payer now chosen, if any. */
  chosen: PayerChoice | undefined;
  /** Whether "Other" is chosen (the Payer ID field below holds the ID). */
  other: boolean;
  /** Which profile bills the payer, once one is known. */
  profileLine: string | undefined;
  error?: string | undefined;
  onPick(choice: PayerChoice): void;
  /** `typed`: what she had typed, when it looks like a payer ID (it goes into the ID field). */
  onOther(typed: string): void;
  /** She left the box: a required payer shows its message now. */
  onLeave(): void;
}) {
  /** What she is typing; null while the box shows the chosen payer. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const id = useId();
  const inputId = `${id}-payer`;
  const listId = `${id}-payers`;
  const hintId = `${id}-hint`;
  const profileId = `${id}-profile`;
  const errorId = `${id}-error`;

  const matches = searchPayerChoices(choices, query ?? '');
  const options: (PayerChoice | typeof OTHER)[] = [...matches, OTHER];
  const { activeIndex, setActive, arrows } = useActiveOption(options.length, open);
  const shown = chosen
    ? `${chosen.name} (${chosen.payerId})`
    : other
      ? billingMessages.payers.other
      : '';

  function pick(option: PayerChoice | typeof OTHER) {
    const typed = (query ?? '').trim();
    setQuery(null);
    setActive(-1);
    setOpen(false);
    if (option === OTHER) onOther(/^(?=.*\d)[A-Za-z0-9-]+$/.test(typed) ? typed : '');
    else onPick(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (arrows(event)) setOpen(true);
    else if (event.key === 'Enter') {
      // Enter picks the highlighted payer (the first match when none is), never saves the form.
      if (!open) return;
      event.preventDefault();
      const option = options[Math.max(activeIndex, 0)];
      if (option) pick(option);
    } else if (event.key === 'Escape' && open) {
      // The list closes; the dialog stays (a second Escape closes it).
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setQuery(null);
    }
  }

  return (
    <div className="field payer-picker combobox">
      <label htmlFor={inputId}>Payer</label>
      <input
        id={inputId}
        {...comboboxInputProps(listId, open, activeIndex)}
        aria-describedby={[hintId, profileLine ? profileId : '', error ? errorId : '']
          .filter(Boolean)
          .join(' ')}
        aria-invalid={error ? true : undefined}
        placeholder="Name or payer ID, e.g. Aetna or 60054"
        maxLength={80}
        value={query ?? shown}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setQuery(null);
          onLeave();
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="field-hint">
        Type the payer’s name or the payer ID from her insurance card. Not listed? Choose Other.
      </p>
      <ul id={listId} role="listbox" aria-label="Payers" hidden={!open}>
        {open
          ? options.map((option, index) => (
              <li
                key={option === OTHER ? OTHER : option.payerId}
                {...comboboxOptionProps(listId, index, activeIndex)}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
              >
                {option === OTHER ? (
                  billingMessages.payers.other
                ) : (
                  <>
                    <span className="payer-name">{option.name}</span>{' '}
                    <span className="payer-id">Payer ID {option.payerId}</span>
                  </>
                )}
              </li>
            ))
          : null}
      </ul>
      {/* Always there, so a screen reader hears the profile change when she picks a payer. */}
      <p id={profileId} className="field-hint payer-profile" aria-live="polite">
        {profileLine ?? ''}
      </p>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
