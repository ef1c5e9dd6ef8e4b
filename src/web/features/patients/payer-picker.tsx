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
export function PayerPicker(props: PayerPickerProps) {
  const { profileLine, error } = props;
  const id = useId();
  const inputId = `${id}-payer`;
  const listId = `${id}-payers`;
  const hintId = `${id}-hint`;
  const profileId = `${id}-profile`;
  const errorId = `${id}-error`;
  const search = usePayerSearch(props);

  return (
    <div className="field payer-picker combobox">
      <label htmlFor={inputId}>Payer</label>
      <input
        id={inputId}
        {...comboboxInputProps(listId, search.open, search.activeIndex)}
        aria-describedby={[hintId, profileLine ? profileId : '', error ? errorId : '']
          .filter(Boolean)
          .join(' ')}
        aria-invalid={error ? true : undefined}
        placeholder="Name or payer ID, e.g. Aetna or 60054"
        maxLength={80}
        value={search.value}
        onChange={(event) => search.type(event.target.value)}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => search.setOpen(true)}
        onBlur={search.leave}
        onKeyDown={search.onKeyDown}
      />
      <p id={hintId} className="field-hint">
        Type the payer’s name or the payer ID from her insurance card. Not listed? Choose Other.
      </p>
      <PayerOptions
        listId={listId}
        open={search.open}
        options={search.options}
        activeIndex={search.activeIndex}
        onPick={search.pick}
      />
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

type PayerPickerProps = {
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
};

type PayerOption = PayerChoice | typeof OTHER;

/**
 * What the box holds: her words (or the chosen payer), whether the list is open, the payers
 * that match with "Other" last, the highlighted one, and picking one by Enter or by a click.
 */
function usePayerSearch({ choices, chosen, other, onPick, onOther, onLeave }: PayerPickerProps) {
  /** What she is typing; null while the box shows the chosen payer. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const matches = searchPayerChoices(choices, query ?? '');
  const options: PayerOption[] = [...matches, OTHER];
  const { activeIndex, setActive, arrows } = useActiveOption(options.length, open);
  const shown = chosen
    ? `${chosen.name} (${chosen.payerId})`
    : other
      ? billingMessages.payers.other
      : '';

  function pick(option: PayerOption) {
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

  function type(value: string) {
    setQuery(value);
    setActive(-1);
    setOpen(true);
  }

  function leave() {
    setOpen(false);
    setQuery(null);
    onLeave();
  }

  const value = query ?? shown;
  return { value, open, options, activeIndex, pick, onKeyDown, type, leave, setOpen };
}

/** The listbox: each matching payer with its payer ID, then "Other". */
function PayerOptions({
  listId,
  open,
  options,
  activeIndex,
  onPick,
}: {
  listId: string;
  open: boolean;
  options: readonly PayerOption[];
  activeIndex: number;
  onPick(option: PayerOption): void;
}) {
  return (
    <ul id={listId} role="listbox" aria-label="Payers" hidden={!open}>
      {open
        ? options.map((option, index) => (
            <li
              key={option === OTHER ? OTHER : option.payerId}
              {...comboboxOptionProps(listId, index, activeIndex)}
              onMouseDown={(event) => {
                event.preventDefault();
                onPick(option);
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
  );
}
