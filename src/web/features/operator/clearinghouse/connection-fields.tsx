import type { ChangeEvent, ReactNode } from 'react';
import {
  afterDownloadChoices,
  connectionAuthMethods,
  connectionPresets,
  presetIds,
  type PresetId,
} from '#domain/clearinghouse';
import { afterDownloadLabels, authMethodLabels, usageLabels } from '#domain/clearinghouse-words';
import { Options } from '../../../components/ui/select-options.tsx';
import { fieldErrorHelpers } from '../operator-ui.tsx';
import { type ConnectionDraft, withPresetChosen } from './connection-draft.ts';
import { RealTimeFields } from './real-time-fields.tsx';
import type { TextOptions } from './text-field-options.ts';

type TextKey = {
  [K in keyof ConnectionDraft]: ConnectionDraft[K] extends string ? K : never;
}[keyof ConnectionDraft];
type YesNoKey = {
  [K in keyof ConnectionDraft]: ConnectionDraft[K] extends boolean ? K : never;
}[keyof ConnectionDraft];

const keepSavedSecret = 'Leave it blank to keep the one saved; it is not shown again.';

interface FieldsProps {
  id: string;
  draft: ConnectionDraft;
  set(next: ConnectionDraft): void;
  errors: Record<string, string>;
  editing: boolean;
}

/** Every field of a connection, each with its visible label and its error beside it. */
export function ConnectionFields({ id, draft, set, errors, editing }: FieldsProps) {
  const { control, error } = fieldErrorHelpers(id, errors);
  const change = <K extends keyof ConnectionDraft>(key: K, value: ConnectionDraft[K]) =>
    set({ ...draft, [key]: value });

  const text = (name: TextKey, label: string, options: TextOptions = {}) => {
    const hint = options.secret && editing ? keepSavedSecret : options.hint;
    const bound = {
      ...control(name),
      value: draft[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        change(name, event.target.value),
    };
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {hint ? <p className="hint">{hint}</p> : null}
        {options.rows ? (
          <textarea {...bound} rows={options.rows} spellCheck={false} autoComplete="off" />
        ) : options.secret ? (
          <input {...bound} type="password" autoComplete="new-password" />
        ) : (
          <input
            {...bound}
            type={options.type ?? 'text'}
            inputMode={options.inputMode}
            autoComplete={options.autoComplete ?? 'off'}
            spellCheck={false}
          />
        )}
        {error(name)}
      </div>
    );
  };

  /** A yes/no setting: the box inside its label, its error after. */
  const checkbox = (name: YesNoKey, label: string) => (
    <>
      <label className="checkbox-row">
        <input
          {...control(name)}
          type="checkbox"
          checked={draft[name]}
          onChange={(event) => change(name, event.target.checked)}
        />
        {label}
      </label>
      {error(name)}
    </>
  );

  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-preset`}>Preset</label>
        <select
          id={`${id}-preset`}
          value={draft.preset}
          onChange={(event) => set(withPresetChosen(draft, event.target.value as PresetId | ''))}
        >
          <option value="">None</option>
          <Options items={presetIds} label={(preset) => connectionPresets[preset].label} />
        </select>
      </div>
      {text('name', 'Name')}
      <div className="ch-field-row">
        {text('host', 'Host')}
        {text('port', 'Port', { inputMode: 'numeric' })}
      </div>
      {text('username', 'User')}
      <fieldset className="field">
        <legend>Log in with</legend>
        <div className="choice-row">
          {connectionAuthMethods.map((method) => (
            <label key={method}>
              <input
                type="radio"
                name={`${id}-authMethod`}
                checked={draft.authMethod === method}
                onChange={() => set({ ...draft, authMethod: method, secret: '' })}
              />{' '}
              {method === 'password' ? 'A password' : 'A private key'}
            </label>
          ))}
        </div>
      </fieldset>
      {text('secret', authMethodLabels[draft.authMethod], {
        secret: true,
        rows: draft.authMethod === 'password' ? undefined : 4,
      })}
      {text('hostKeyFingerprint', 'Host-key fingerprint', {
        hint: (
          <>
            Read it with <code>ssh-keyscan host | ssh-keygen -lf -</code> (SHA256:…). A changed key
            refuses to connect.
          </>
        ),
      })}
      {text('uploadFolder', 'Upload folder')}
      {text('answerFolders', 'Answer folders', { hint: 'Separate several with commas.' })}
      {text('fileNamePattern', 'File-name pattern', {
        hint: '{batch} is the batch number; {date} is YYYYMMDD.',
      })}
      <div className="field">
        <label htmlFor={`${id}-afterDownload`}>After download</label>
        <select
          {...control('afterDownload')}
          value={draft.afterDownload}
          onChange={(event) =>
            change('afterDownload', event.target.value as ConnectionDraft['afterDownload'])
          }
        >
          <Options items={afterDownloadChoices} label={(choice) => afterDownloadLabels[choice]} />
        </select>
        {error('afterDownload')}
      </div>
      {draft.afterDownload === 'archive' ? text('archiveFolder', 'Archive folder') : null}
      <div className="ch-field-row">
        {text('isaSenderId', 'ISA sender ID')}
        {text('isaReceiverId', 'ISA receiver ID')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-usage`}>Usage</label>
        <select
          {...control('usage')}
          value={draft.usage}
          onChange={(event) => change('usage', event.target.value as ConnectionDraft['usage'])}
        >
          <Options items={['test', 'production'] as const} label={(usage) => usageLabels[usage]} />
        </select>
      </div>
      <ScheduleFields {...{ id, draft, set, errors, editing, checkbox }} />
      <RealTimeFields {...{ text, checkbox }} />
    </>
  );
}

/** Whether this connection sends claims, when, and how often its answer folders are polled. */
function ScheduleFields({
  id,
  draft,
  set,
  errors,
  checkbox,
}: FieldsProps & { checkbox(name: 'sendsClaims', label: string): ReactNode }) {
  const { control, error } = fieldErrorHelpers(id, errors);
  return (
    <>
      {checkbox('sendsClaims', 'Send claims through this connection')}
      <div className="field">
        <label htmlFor={`${id}-scheduleKind`}>Send schedule</label>
        <select
          id={`${id}-scheduleKind`}
          value={draft.scheduleKind}
          onChange={(event) =>
            set({ ...draft, scheduleKind: event.target.value as ConnectionDraft['scheduleKind'] })
          }
        >
          <option value="manual">Only with Send now</option>
          <option value="every">Every N minutes</option>
          <option value="daily">Daily at HH:MM (UTC)</option>
        </select>
      </div>
      {draft.scheduleKind === 'manual' ? null : (
        <div className="field">
          <label htmlFor={`${id}-sendSchedule`}>
            {draft.scheduleKind === 'every' ? 'Send every (minutes)' : 'Send daily at (HH:MM, UTC)'}
          </label>
          <input
            {...control('sendSchedule')}
            inputMode={draft.scheduleKind === 'every' ? 'numeric' : undefined}
            value={draft.scheduleKind === 'every' ? draft.scheduleMinutes : draft.scheduleAt}
            onChange={(event) =>
              set({
                ...draft,
                [draft.scheduleKind === 'every' ? 'scheduleMinutes' : 'scheduleAt']:
                  event.target.value,
              })
            }
          />
          {error('sendSchedule')}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-pollEveryMinutes`}>Poll every (minutes)</label>
        <input
          {...control('pollEveryMinutes')}
          inputMode="numeric"
          value={draft.pollEveryMinutes}
          onChange={(event) => set({ ...draft, pollEveryMinutes: event.target.value })}
        />
        {error('pollEveryMinutes')}
      </div>
    </>
  );
}
