import { useId, useState } from 'react';
import { z } from 'zod';
import type { ImportResult, ResponseImportView, UnmatchedItem } from '#domain/claims/imports';
import { Alert } from '../../../components/ui/alert.tsx';
import { QueryView } from '../../../components/ui/query-view.tsx';
import {
  useImportDetail,
  useImports,
  useRefreshImports,
  RefusedFile,
  uploadResponseFile,
} from './imports-api.ts';
import { useOperatorForm } from '../forms/use-operator-form.ts';
import { importCountWords, needsALook, unmatchedDetailWords } from './import-words.ts';
import { ExpandableRow, formatMoment } from '../operator-ui.tsx';
import { listWords, PagedPanel } from '../paged-panel.tsx';

const importWords = listWords(
  'import',
  'imports',
  'Loading imported files…',
  'No payer response has been imported yet.',
);

/**
 * Payer responses: upload a 999, 277CA or 835 file from the clearinghouse, see what it
 * matched and changed (or why it was refused), and the list of earlier imports.
 */
export function ImportsPanel() {
  return (
    <PagedPanel
      title="Payer responses"
      top={<UploadResponse />}
      listTitle="Imported files"
      list={useImports()}
      words={importWords}
      row={(item) => <ImportRow key={item.id} item={item} />}
    />
  );
}

/**
 * The upload form's one field. The server reads the file itself (a payer file has no JSON
 * schema); what the form can check before sending is that a file was chosen.
 */
const uploadSchema = z.object({
  files: z.custom<FileList>((value) => isChosen(value), { message: 'Choose a file to import.' }),
});

function isChosen(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'length' in value && value.length !== 0;
}

/**
 * Uploading one response file: its progress, then what it matched and changed, why the server
 * refused it (kept and listed), or why it could not be sent.
 */
function useUploadResponse() {
  const refresh = useRefreshImports();
  const form = useOperatorForm({ defaults: { files: undefined }, schema: uploadSchema });
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ fileName: string; message: string } | null>(null);

  const clear = () => {
    setResult(null);
    setProblem(null);
    setRefused(null);
  };
  // Empties the chosen file too: without values, react-hook-form resets the form itself.
  const emptyInput = () => form.reset();
  const upload = async ({ files }: { files: FileList }) => {
    const file = files[0]!;
    clear();
    setProgress(0);
    try {
      setResult(await uploadResponseFile(file, setProgress));
      emptyInput();
      void refresh();
    } catch (error) {
      if (error instanceof RefusedFile) {
        setRefused({ fileName: file.name, message: error.message });
        emptyInput();
        void refresh();
      } else setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
    }
  };
  const submit = form.handleSubmit(upload, () => {
    clear();
    form.setFocus('files');
  });
  const fileInput = form.register('files');
  const shown = problem ?? form.errors.files ?? null;
  return { fileInput, progress, result, problem: shown, refused, submit };
}

/** The upload's progress: the bytes sent, then the server reading and applying the file. */
function UploadProgress({ id, progress }: { id: string; progress: number }) {
  return (
    <div className="import-progress">
      <label htmlFor={`${id}-progress`}>
        {progress < 1 ? 'Uploading' : 'Reading and applying'}
      </label>
      <progress id={`${id}-progress`} max={1} value={progress < 1 ? progress : undefined} />
    </div>
  );
}

function UploadResponse() {
  const id = useId();
  const { fileInput, progress, result, problem, refused, submit } = useUploadResponse();

  return (
    <div className="card">
      <form onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`}>Import a file</h3>
        <p className="hint">
          A 999, 277CA or 835 file from the clearinghouse. Each file is applied whole or not at all;
          importing a file again changes nothing.
        </p>
        <div className="field">
          <label htmlFor={`${id}-file`}>Response file</label>
          <input
            id={`${id}-file`}
            {...fileInput}
            type="file"
            accept=".x12,.edi,.txt,.835,.277,.999,text/plain,application/edi-x12"
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={progress !== null}>
            {progress !== null ? 'Importing…' : 'Import file'}
          </button>
        </div>
        {progress !== null ? <UploadProgress id={id} progress={progress} /> : null}
      </form>
      {problem ? (
        <div id={`${id}-problem`}>
          <Alert tone="error" title="The file was not imported.">
            {problem}
          </Alert>
        </div>
      ) : null}
      {refused ? (
        <Alert tone="error" title={`${refused.fileName} was refused; nothing was applied.`}>
          {refused.message} The file is kept and listed below; it can be imported again later.
        </Alert>
      ) : null}
      {result ? <ImportOutcome result={result} /> : null}
    </div>
  );
}

function ImportOutcome({ result }: { result: ImportResult }) {
  const { import: row } = result;
  if (result.repeated) {
    return (
      <Alert tone="info" title="Already imported">
        {row.message}
      </Alert>
    );
  }
  if (row.outcome === 'refused') {
    return (
      <Alert tone="error" title={`${row.fileName} was refused; nothing was applied.`}>
        {row.message} The file is kept for inspection.
      </Alert>
    );
  }
  // A file that matched nothing or held a payment is not a success to move on from.
  const amber = needsALook(row);
  return (
    <Alert
      tone={amber ? 'warning' : 'success'}
      title={`${row.fileName}: ${row.kind} imported${amber ? ', needs a look' : ''}`}
    >
      <ImportSummary row={row} unmatched={result.unmatched} />
    </Alert>
  );
}

function ImportSummary({
  row,
  unmatched,
}: {
  row: ResponseImportView;
  unmatched: UnmatchedItem[];
}) {
  return (
    <div className="import-summary">
      <p>{importCountWords(row)}.</p>
      {row.matched.length > 0 ? (
        <ul>
          {row.matched.map((item) => (
            <li key={`${item.claimId}-${item.change}`}>
              {item.formId}: {item.change}
            </li>
          ))}
        </ul>
      ) : null}
      {unmatched.length > 0 ? (
        <>
          <p className="import-unmatched-title">Matched nothing (check these by hand):</p>
          <ul>
            {unmatched.map((item, index) => (
              <li key={`${item.reference}-${index}`}>
                {item.reference}: {item.reason} <UnmatchedDetails details={item.details} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {row.notes.length > 0 ? (
        <ul>
          {row.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function UnmatchedDetails({ details }: { details: Record<string, unknown> }) {
  const words = unmatchedDetailWords(details);
  return words ? <span className="op-row-meta">({words})</span> : null;
}

function ImportRow({ item }: { item: ResponseImportView }) {
  return (
    <ExpandableRow
      summary={
        <>
          <span className="op-row-title">
            {item.fileName} · {item.kind ?? 'unknown kind'}
          </span>
          <span className={`op-outcome op-outcome-${item.outcome}`}>
            {item.outcome === 'accepted'
              ? needsALook(item)
                ? 'Applied, needs a look'
                : 'Applied'
              : 'Refused'}
          </span>
          <span className="op-row-meta">
            {formatMoment(item.importedAt)} by {item.importedBy} ·{' '}
            {item.outcome === 'accepted' ? importCountWords(item) : item.message}
          </span>
        </>
      }
      details={() => <ImportDetail id={item.id} />}
    />
  );
}

function ImportDetail({ id }: { id: string }) {
  const detail = useImportDetail(id);
  return (
    <QueryView
      query={detail}
      loadingLabel="Loading the import…"
      failed={
        <Alert tone="error" title="We couldn't load this import.">
          Please try again.
        </Alert>
      }
    >
      {({ import: row, unmatched }) =>
        row.outcome === 'refused' ? (
          <p>{row.message}</p>
        ) : (
          <ImportSummary row={row} unmatched={unmatched} />
        )
      }
    </QueryView>
  );
}
