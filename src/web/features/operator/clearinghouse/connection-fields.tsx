import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  afterDownloadChoices,
  connectionAuthMethods,
  connectionPresets,
  presetIds,
  type PresetId,
} from '#domain/clearinghouse/connections';
import { afterDownloadLabels, authMethodLabels, usageLabels } from '#domain/clearinghouse/words';
import { Options } from '../../../components/ui/select-options.tsx';
import type { useOperatorForm } from '../forms/use-operator-form.ts';
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

/** The connection form, on the console's form hook. */
export type ConnectionFormState = ReturnType<
  typeof useOperatorForm<ConnectionDraft, z.ZodType<object, unknown>>
>;

const keepSavedSecret =
  'Leave it blank to keep the one saved; it is not shown again. A changed server, port, user or URL needs it again.';

interface FieldsProps {
  form: ConnectionFormState;
  editing: boolean;
}

/** The form's text input (a text area for a key, a password box for a secret), with its error. */
function textField({ form, editing }: FieldsProps) {
  const { control, error } = fieldErrorHelpers(form.formId, form.errors);
  return function text(name: TextKey, label: string, options: TextOptions = {}) {
    const hint = options.secret && editing ? keepSavedSecret : options.hint;
    const bound = { ...control(name), ...form.register(name) };
    return (
      <div className="field">
        <label htmlFor={`${form.formId}-${name}`}>{label}</label>
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
}

/** A yes/no setting: the box inside its label, its error after. */
function checkboxField(form: ConnectionFormState) {
  const { control, error } = fieldErrorHelpers(form.formId, form.errors);
  return function checkbox(name: YesNoKey, label: string) {
    return (
      <>
        <label className="checkbox-row">
          <input {...control(name)} type="checkbox" {...form.register(name)} />
          {label}
        </label>
        {error(name)}
      </>
    );
  };
}

/** A preset fills the folders and the after-download choice; all stay editable. */
function PresetField({ form }: { form: ConnectionFormState }) {
  const choose = (preset: PresetId | '') => {
    const next = withPresetChosen(form.getValues(), preset);
    for (const key of ['uploadFolder', 'answerFolders', 'afterDownload'] as const) {
      form.setValue(key, next[key]);
    }
  };
  return (
    <div className="field">
      <label htmlFor={`${form.formId}-preset`}>Preset</label>
      <select
        id={`${form.formId}-preset`}
        {...form.register('preset', {
          onChange: (event: { target: { value: string } }) =>
            choose(event.target.value as PresetId | ''),
        })}
      >
        <option value="">None</option>
        <Options items={presetIds} label={(preset) => connectionPresets[preset].label} />
      </select>
    </div>
  );
}

/** How the connection logs in (a password or a private key: choosing clears the secret). */
function LoginFields({ form, text }: { form: ConnectionFormState; text: TextFieldOf }) {
  const authMethod = useWatch({ control: form.control, name: 'authMethod' });
  return (
    <>
      <fieldset className="field">
        <legend>Log in with</legend>
        <div className="choice-row">
          {connectionAuthMethods.map((method) => (
            <label key={method}>
              <input
                type="radio"
                value={method}
                {...form.register('authMethod', { onChange: () => form.setValue('secret', '') })}
              />{' '}
              {method === 'password' ? 'A password' : 'A private key'}
            </label>
          ))}
        </div>
      </fieldset>
      {text('secret', authMethodLabels[authMethod], {
        secret: true,
        rows: authMethod === 'password' ? undefined : 4,
      })}
    </>
  );
}
type TextFieldOf = ReturnType<typeof textField>;

/** Where files go and come from, and what becomes of an answer once downloaded. */
function FolderFields({ form, text }: { form: ConnectionFormState; text: TextFieldOf }) {
  const { control, error } = fieldErrorHelpers(form.formId, form.errors);
  const afterDownload = useWatch({ control: form.control, name: 'afterDownload' });
  return (
    <>
      {text('uploadFolder', 'Upload folder')}
      {text('answerFolders', 'Answer folders', { hint: 'Separate several with commas.' })}
      {text('fileNamePattern', 'File-name pattern', {
        hint: '{batch} is the batch number; {date} is YYYYMMDD.',
      })}
      <div className="field">
        <label htmlFor={`${form.formId}-afterDownload`}>After download</label>
        <select {...control('afterDownload')} {...form.register('afterDownload')}>
          <Options items={afterDownloadChoices} label={(choice) => afterDownloadLabels[choice]} />
        </select>
        {error('afterDownload')}
      </div>
      {afterDownload === 'archive' ? text('archiveFolder', 'Archive folder') : null}
    </>
  );
}

/** Every field of a connection, each with its visible label and its error beside it. */
export function ConnectionFields({ form, editing }: FieldsProps) {
  const { control } = fieldErrorHelpers(form.formId, form.errors);
  const text = textField({ form, editing });
  const checkbox = checkboxField(form);
  return (
    <>
      <PresetField form={form} />
      {text('name', 'Name')}
      <div className="ch-field-row">
        {text('host', 'Host')}
        {text('port', 'Port', { inputMode: 'numeric' })}
      </div>
      {text('username', 'User')}
      <LoginFields form={form} text={text} />
      {text('hostKeyFingerprint', 'Host-key fingerprint', {
        hint: (
          <>
            Read it with <code>ssh-keyscan host | ssh-keygen -lf -</code> (SHA256:…). A changed key
            refuses to connect.
          </>
        ),
      })}
      <FolderFields form={form} text={text} />
      <div className="ch-field-row">
        {text('isaSenderId', 'ISA sender ID')}
        {text('isaReceiverId', 'ISA receiver ID')}
      </div>
      <div className="field">
        <label htmlFor={`${form.formId}-usage`}>Usage</label>
        <select {...control('usage')} {...form.register('usage')}>
          <Options items={['test', 'production'] as const} label={(usage) => usageLabels[usage]} />
        </select>
      </div>
      <ScheduleFields form={form} checkbox={checkbox} />
      <RealTimeFields {...{ text, checkbox }} />
    </>
  );
}

/** Whether this connection sends claims, when, and how often its answer folders are polled. */
function ScheduleFields({
  form,
  checkbox,
}: {
  form: ConnectionFormState;
  checkbox(name: 'sendsClaims', label: string): ReactNode;
}) {
  const id = form.formId;
  const { control, error } = fieldErrorHelpers(id, form.errors);
  const kind = useWatch({ control: form.control, name: 'scheduleKind' });
  return (
    <>
      {checkbox('sendsClaims', 'Send claims through this connection')}
      <div className="field">
        <label htmlFor={`${id}-scheduleKind`}>Send schedule</label>
        <select id={`${id}-scheduleKind`} {...form.register('scheduleKind')}>
          <option value="manual">Only with Send now</option>
          <option value="every">Every N minutes</option>
          <option value="daily">Daily at HH:MM (UTC)</option>
        </select>
      </div>
      {kind === 'manual' ? null : (
        <div className="field">
          <label htmlFor={`${id}-sendSchedule`}>
            {kind === 'every' ? 'Send every (minutes)' : 'Send daily at (HH:MM, UTC)'}
          </label>
          <input
            key={kind}
            {...control('sendSchedule')}
            inputMode={kind === 'every' ? 'numeric' : undefined}
            {...form.register(kind === 'every' ? 'scheduleMinutes' : 'scheduleAt')}
          />
          {error('sendSchedule')}
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-pollEveryMinutes`}>Poll every (minutes)</label>
        <input
          {...control('pollEveryMinutes')}
          inputMode="numeric"
          {...form.register('pollEveryMinutes')}
        />
        {error('pollEveryMinutes')}
      </div>
    </>
  );
}
