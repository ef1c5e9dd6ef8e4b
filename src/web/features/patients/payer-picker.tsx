import { useId, useState, type KeyboardEvent } from 'react';
import {
  useActiveOption,
  comboboxInputProps,
  comboboxOptionProps,
} from '../../components/ui/combobox.ts';
import {
  billingMessages,
  groupPayerChoices,
  type PayerChoice,
  type PayerChoiceGroup,
  searchPayerChoices,
} from '#domain/billing/index';
import type { PickerStates } from '#domain/billing/payer-choice-groups';

/** The listbox's last option: no listed payer, she types the payer ID herself. */
const OTHER = 'other';

/**
 * Choosing the patient's payer by name: a search box (name or payer ID) over the payers the
 * product knows, each shown with its payer ID, her state's Medicaid first and the patient's
 * next, each under its label, and "Other (type the payer ID)" last, which
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
        groups={search.groups}
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
  /** Her business state and the patient's: their Medicaid payers come first. */
  states: PickerStates;
  /** The payer now chosen, if any (a state program with no payer ID, or a listed payer). */
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
function usePayerSearch(props: PayerPickerProps) {
  const { choices, states, chosen, other, onPick, onOther, onLeave } = props;
  /** What she is typing; null while the box shows the chosen payer. */
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const groups = groupPayerChoices(searchPayerChoices(choices, query ?? ''), states);
  const options: PayerOption[] = [...groups.flatMap((group) => group.choices), OTHER];
  const { activeIndex, setActive, arrows } = useActiveOption(options.length, open);
  const shown = chosen
    ? chosen.payerId === ''
      ? chosen.name
      : `${chosen.name} (${chosen.payerId})`
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
  return { value, open, groups, activeIndex, pick, onKeyDown, type, leave, setOpen };
}

/**
 * The listbox: the matching payers, in labelled groups when her state's Medicaid comes first
 * (the ARIA grouped-listbox pattern), each with its payer ID, then "Other".
 */
function PayerOptions({
  listId,
  open,
  groups,
  activeIndex,
  onPick,
}: {
  listId: string;
  open: boolean;
  groups: readonly PayerChoiceGroup[];
  activeIndex: number;
  onPick(option: PayerOption): void;
}) {
  let index = 0;
  const option = (choice: PayerOption) => {
    const at = index++;
    return (
      <li
        key={choice === OTHER ? OTHER : choice.payerId || `program-${choice.name}`}
        {...comboboxOptionProps(listId, at, activeIndex)}
        onMouseDown={(event) => {
          event.preventDefault();
          onPick(choice);
        }}
      >
        {choice === OTHER ? (
          billingMessages.payers.other
        ) : (
          <>
            <span className="payer-name">{choice.name}</span>{' '}
            <span className="payer-id">
              {choice.payerId === '' ? 'Payer ID from her card' : `Payer ID ${choice.payerId}`}
            </span>
          </>
        )}
      </li>
    );
  };
  return (
    <div id={listId} role="listbox" aria-label="Payers" hidden={!open}>
      {open ? (
        <>
          {groups.map((group, g) =>
            group.label === undefined ? (
              <ul key="all" role="none">
                {group.choices.map(option)}
              </ul>
            ) : (
              <ul key={group.label} role="group" aria-labelledby={`${listId}-group-${g}`}>
                <li id={`${listId}-group-${g}`} role="presentation" className="payer-group-label">
                  {group.label}
                </li>
                {group.choices.map(option)}
              </ul>
            ),
          )}
          <ul role="none">{option(OTHER)}</ul>
        </>
      ) : null}
    </div>
  );
}
