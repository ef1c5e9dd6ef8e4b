import { useState } from 'react';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '#domain/common/api-errors';
import { Alert } from '../../components/ui/alert.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';

type ExportState =
  | { step: 'idle' }
  | { step: 'downloading'; received: number; records: number | undefined }
  | { step: 'done'; fileName: string; size: number }
  | { step: 'failed' };

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Reads the streamed zip, reporting the bytes as they arrive, then hands it to the browser. */
async function download(onProgress: (received: number, records: number | undefined) => void) {
  const response = await fetch('/api/account/export', {
    credentials: 'same-origin',
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
  });
  if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
  const records = Number(response.headers.get('x-export-records') ?? NaN);
  const fileName =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'doula-billing-export.zip';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received, Number.isNaN(records) ? undefined : records);
  }
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { fileName, size: received };
}

/** My Account: "Download my data", a zip of everything she keeps here. */
export function DataExport() {
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const start = () => {
    setState({ step: 'downloading', received: 0, records: undefined });
    download((received, records) => setState({ step: 'downloading', received, records })).then(
      (file) => setState({ step: 'done', ...file }),
      () => setState({ step: 'failed' }),
    );
  };
  const busy = state.step === 'downloading';
  return (
    <div className="card">
      <h2>Your data</h2>
      <p>
        Download everything you keep here in one zip file: your profile (tax ID masked), patients,
        facilities, claims and recommendations on file, as spreadsheets (CSV) and JSON, each claim
        with its status history and its claim form (CMS-1500 PDF, tax ID masked), and each
        recommendation’s signed form. The file holds health information: keep it safe.
      </p>
      <div className="button-row">
        <BusyButton className="button" onClick={start} busy={busy} busyLabel="Preparing your data…">
          Download my data
        </BusyButton>
      </div>
      {state.step === 'downloading' ? (
        <div role="status">
          <progress aria-label="Download progress" />
          <p>
            {state.records !== undefined ? `${state.records} records. ` : ''}
            {formatSize(state.received)} received…
          </p>
        </div>
      ) : null}
      {state.step === 'done' ? (
        <Alert tone="success">
          Your data is downloaded: {state.fileName} ({formatSize(state.size)}).
        </Alert>
      ) : null}
      {state.step === 'failed' ? (
        <Alert tone="error">Your data could not be downloaded. Please try again.</Alert>
      ) : null}
    </div>
  );
}
