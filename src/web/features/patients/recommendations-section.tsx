import { type ReactNode, useEffect, useRef, useState } from 'react';
import { licenceTypes, licenceWords } from '#domain/billing/recommendation-rules';
import {
  recommendationFileProblem,
  recommendationInputSchema,
  recommendationReplaceSchema,
  type RecommendationView,
} from '#domain/records/recommendation';
import { ApiError } from '../../lib/api-client.ts';
import { useRecommendations, useSaveRecommendation } from './recommendations-api.ts';
import './patients.css';

/** The visits a recommendation may cover, as her programs ask for them. */
const coverable = [
  'Extended Initial Visit (90 minutes)',
  'Prenatal Visit',
  'Postpartum Visit',
  'Extended Postpartum Doula Support',
  'Support for Vaginal Delivery',
  'VBAC (Vaginal Birth After Cesarean)',
  'Cesarean Section',
] as const;

const blank = {
  recommenderName: '',
  recommenderNpi: '',
  licenceType: '',
  signedOn: '',
  goodUntil: '',
  serviceTypes: ['Postpartum Visit'] as string[],
  visits: '',
};
type Draft = typeof blank;

async function base64Of(file: File): Promise<{ base64: string; problem: string | null }> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = recommendationFileProblem(bytes);
  if (problem) return { base64: '', problem };
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { base64: btoa(binary), problem: null };
}

function Summary({ item, onReplace }: { item: RecommendationView; onReplace: () => void }) {
  const kind = item.fileType === 'application/pdf' ? 'PDF' : 'picture';
  return (
    <li className="recommendation">
      <strong>{item.recommenderName}</strong> ({licenceWords[item.licenceType]}, NPI{' '}
      {item.recommenderNpi}), signed {item.signedOn}
      {item.goodUntil ? `, good until ${item.goodUntil}` : ''}. Covers{' '}
      {item.visits === null ? 'every visit of' : `${item.visits} visits:`}{' '}
      {item.serviceTypes.join(', ')}.{' '}
      <a href={`/api/recommendations/${item.id}/file`} download>
        Download the signed form ({kind})
      </a>{' '}
      <button type="button" className="button" onClick={onReplace}>
        Replace
      </button>
    </li>
  );
}

type FieldProps = {
  draft: Draft;
  set: (key: keyof Draft) => (event: { target: { value: string } }) => void;
  toggle: (type: string) => void;
  errors: Record<string, string>;
  replacing: boolean;
  onFile: (file: File | null) => void;
};

function Labelled({
  label,
  optional = false,
  error,
  children,
}: {
  label: string;
  optional?: boolean;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className="field">
      <span className="field-label">
        {label}
        {optional ? <span className="optional"> (optional)</span> : null}
      </span>
      {children}
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </label>
  );
}

/** Which services it covers: one checkbox each. */
function ServicesField(props: {
  draft: Draft;
  toggle: (type: string) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="field recommendation-services">
      <legend>Services it covers</legend>
      <div className="choice-row">
        {coverable.map((type) => (
          <label key={type}>
            <input
              type="checkbox"
              checked={props.draft.serviceTypes.includes(type)}
              onChange={() => props.toggle(type)}
            />
            {type}
          </label>
        ))}
      </div>
      {props.error ? (
        <span className="field-error" role="alert">
          {props.error}
        </span>
      ) : null}
    </fieldset>
  );
}

/** The recommendation's fields, each with its visible label and its one-sentence error. */
function RecommendationFields({ draft, set, toggle, errors, replacing, onFile }: FieldProps) {
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true as const } : {});
  return (
    <>
      <Labelled label="Recommended by (name)" error={errors.recommenderName}>
        <input
          value={draft.recommenderName}
          onChange={set('recommenderName')}
          {...invalid('recommenderName')}
        />
      </Labelled>
      <Labelled label="Their NPI" error={errors.recommenderNpi}>
        <input
          inputMode="numeric"
          maxLength={10}
          value={draft.recommenderNpi}
          onChange={set('recommenderNpi')}
          {...invalid('recommenderNpi')}
        />
      </Labelled>
      <Labelled label="Their licence" error={errors.licenceType}>
        <select value={draft.licenceType} onChange={set('licenceType')} {...invalid('licenceType')}>
          <option value="">Choose…</option>
          {licenceTypes.map((type) => (
            <option key={type} value={type}>
              {licenceWords[type]}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled label="Signed on" error={errors.signedOn}>
        <input
          type="date"
          value={draft.signedOn}
          onChange={set('signedOn')}
          {...invalid('signedOn')}
        />
      </Labelled>
      <Labelled label="Good until" optional error={errors.goodUntil}>
        <input
          type="date"
          value={draft.goodUntil}
          onChange={set('goodUntil')}
          {...invalid('goodUntil')}
        />
      </Labelled>
      <Labelled label="Visits it covers (empty for all)" error={errors.visits}>
        <input
          inputMode="numeric"
          value={draft.visits}
          onChange={set('visits')}
          {...invalid('visits')}
        />
      </Labelled>
      <ServicesField draft={draft} toggle={toggle} error={errors.serviceTypes} />
      <Labelled
        label={`Signed form (PDF or picture, at most 5 MB)${replacing ? ', or keep the one on file' : ''}`}
        error={errors.file}
      >
        <input
          type="file"
          accept="application/pdf,image/png,image/jpeg,image/webp"
          onChange={(event) => onFile(event.target.files?.[0] ?? null)}
          {...invalid('file')}
        />
      </Labelled>
    </>
  );
}

/** The form's state and its save: checked here with the server's schema, then sent. */
function useRecommendationForm(patientId: string, replacing: string | null, onDone: () => void) {
  const save = useSaveRecommendation(patientId);
  const [draft, setDraft] = useState<Draft>(blank);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const toggle = (type: string) =>
    setDraft({
      ...draft,
      serviceTypes: draft.serviceTypes.includes(type)
        ? draft.serviceTypes.filter((t) => t !== type)
        : [...draft.serviceTypes, type],
    });
  async function submit() {
    const read = file ? await base64Of(file) : null;
    if (read?.problem) return setErrors({ file: read.problem });
    const details = { ...draft, visits: draft.visits === '' ? null : Number(draft.visits) };
    const body = { ...details, file: read ? { contentBase64: read.base64 } : null };
    const schema = replacing ? recommendationReplaceSchema : recommendationInputSchema;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    try {
      await save.mutateAsync({ replacing, body: parsed.data });
      onDone();
    } catch (error) {
      setErrors(
        error instanceof ApiError && error.fields
          ? error.fields
          : { file: String((error as Error).message) },
      );
    }
  }
  return { draft, set, toggle, errors, setFile, submit, pending: save.isPending };
}

function RecommendationForm(props: {
  patientId: string;
  replacing: string | null;
  onDone: () => void;
}) {
  const form = useRecommendationForm(props.patientId, props.replacing, props.onDone);
  return (
    <div className="form-grid recommendation-form">
      <RecommendationFields
        draft={form.draft}
        set={form.set}
        toggle={form.toggle}
        errors={form.errors}
        replacing={props.replacing !== null}
        onFile={form.setFile}
      />
      <p className="recommendation-actions">
        <button
          type="button"
          className="button button-primary"
          disabled={form.pending}
          onClick={() => void form.submit()}
        >
          {props.replacing ? 'Save the new recommendation' : 'Save recommendation'}
        </button>{' '}
        <button type="button" className="button" onClick={props.onDone}>
          Cancel recommendation
        </button>
      </p>
    </div>
  );
}

/**
 * Recommendations on file for her pregnancy: who signed each, what it covers and until when,
 * and the signed form (PDF or picture). Some programs pay a visit only on one (California’s
 * second recommendation, Oklahoma’s referral form); the claim check says which.
 */
export function RecommendationsSection({ patientId }: { patientId: string }) {
  const list = useRecommendations(patientId);
  const [open, setOpen] = useState<{ replacing: string | null } | null>(null);
  const items = list.data?.recommendations ?? [];
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    // Opened from the claim check's link: shown at once, and the address forgets the record.
    if (window.location.hash !== `#edit-${patientId}`) return;
    ref.current?.scrollIntoView({ block: 'start' });
    history.replaceState(null, '', window.location.pathname);
  }, [patientId]);
  return (
    <fieldset className="recommendations-section" ref={ref}>
      <legend>Recommendations on file</legend>
      {items.length === 0 ? (
        <p className="hint">No recommendation on file for this pregnancy.</p>
      ) : (
        <ul className="recommendation-list">
          {items.map((item) => (
            <Summary key={item.id} item={item} onReplace={() => setOpen({ replacing: item.id })} />
          ))}
        </ul>
      )}
      {open ? (
        <RecommendationForm
          key={open.replacing ?? 'new'}
          patientId={patientId}
          replacing={open.replacing}
          onDone={() => setOpen(null)}
        />
      ) : (
        <p>
          <button type="button" className="button" onClick={() => setOpen({ replacing: null })}>
            Add a recommendation
          </button>
        </p>
      )}
    </fieldset>
  );
}
