import { useState } from 'react';
import { licenceTypes, licenceWords } from '#domain/billing/recommendation-rules';
import {
  recommendationFileProblem,
  recommendationInputSchema,
  recommendationReplaceSchema,
  type RecommendationView,
} from '#domain/records/recommendation';
import { ApiError } from '../../lib/api-client.ts';
import { useRecommendations, useSaveRecommendation } from './recommendations-api.ts';

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

/**
 * Recommendations on file for her pregnancy: who signed each, what it covers and until when,
 * and the signed form (PDF or picture). Some programs pay a visit only on one (California’s
 * second recommendation, Oklahoma’s referral form); the claim check says which.
 */
export function RecommendationsSection({ patientId }: { patientId: string }) {
  const list = useRecommendations(patientId);
  const save = useSaveRecommendation(patientId);
  const [open, setOpen] = useState<{ replacing: string | null } | null>(null);
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
    const schema = open?.replacing ? recommendationReplaceSchema : recommendationInputSchema;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    try {
      await save.mutateAsync({ replacing: open?.replacing ?? null, body: parsed.data });
      setOpen(null);
      setDraft(blank);
      setFile(null);
      setErrors({});
    } catch (error) {
      setErrors(error instanceof ApiError && error.fields ? error.fields : {});
    }
  }

  const field = (key: string) => (errors[key] ? { 'aria-invalid': true as const } : {});
  const error = (key: string) =>
    errors[key] ? (
      <span className="field-error" role="alert">
        {errors[key]}
      </span>
    ) : null;
  const items = list.data?.recommendations ?? [];
  return (
    <fieldset className="recommendations-section">
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
        <div className="form-grid recommendation-form">
          <label className="field">
            <span className="field-label">Recommended by (name)</span>
            <input
              value={draft.recommenderName}
              onChange={set('recommenderName')}
              {...field('recommenderName')}
            />
            {error('recommenderName')}
          </label>
          <label className="field">
            <span className="field-label">Their NPI</span>
            <input
              inputMode="numeric"
              maxLength={10}
              value={draft.recommenderNpi}
              onChange={set('recommenderNpi')}
              {...field('recommenderNpi')}
            />
            {error('recommenderNpi')}
          </label>
          <label className="field">
            <span className="field-label">Their licence</span>
            <select
              value={draft.licenceType}
              onChange={set('licenceType')}
              {...field('licenceType')}
            >
              <option value="">Choose…</option>
              {licenceTypes.map((type) => (
                <option key={type} value={type}>
                  {licenceWords[type]}
                </option>
              ))}
            </select>
            {error('licenceType')}
          </label>
          <label className="field">
            <span className="field-label">Signed on</span>
            <input
              type="date"
              value={draft.signedOn}
              onChange={set('signedOn')}
              {...field('signedOn')}
            />
            {error('signedOn')}
          </label>
          <label className="field">
            <span className="field-label">Good until (optional)</span>
            <input
              type="date"
              value={draft.goodUntil}
              onChange={set('goodUntil')}
              {...field('goodUntil')}
            />
            {error('goodUntil')}
          </label>
          <label className="field">
            <span className="field-label">Visits it covers (empty for all)</span>
            <input
              inputMode="numeric"
              value={draft.visits}
              onChange={set('visits')}
              {...field('visits')}
            />
            {error('visits')}
          </label>
          <fieldset className="field">
            <legend className="field-label">Services it covers</legend>
            {coverable.map((type) => (
              <label key={type} className="checkbox">
                <input
                  type="checkbox"
                  checked={draft.serviceTypes.includes(type)}
                  onChange={() => toggle(type)}
                />{' '}
                {type}
              </label>
            ))}
            {error('serviceTypes')}
          </fieldset>
          <label className="field">
            <span className="field-label">
              Signed form (PDF or picture, at most 5 MB)
              {open.replacing ? ', or keep the one on file' : ''}
            </span>
            <input
              type="file"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              {...field('file')}
            />
            {error('file')}
          </label>
          <p>
            <button
              type="button"
              className="button button-primary"
              disabled={save.isPending}
              onClick={() => void submit()}
            >
              {open.replacing ? 'Save the new recommendation' : 'Save recommendation'}
            </button>{' '}
            <button type="button" className="button" onClick={() => setOpen(null)}>
              Cancel
            </button>
          </p>
        </div>
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
