import type { DownloadView, UploadView } from '#domain/clearinghouse/connections';
import {
  downloadOutcomeLabels,
  transferFailureLabels,
  uploadStateLabels,
} from '#domain/clearinghouse/words';
import { formatMoment } from '../operator-ui.tsx';
import { listWords, PagedPanel } from '../paged-panel.tsx';
import { useDownloads, useUploads } from './clearinghouse-api.ts';

const uploadWords = listWords(
  'upload',
  'uploads',
  'Loading the uploads…',
  'Nothing has been uploaded through this connection yet.',
);

const downloadWords = listWords(
  'answer file',
  'answer files',
  'Loading the answer files…',
  'No answer file has been fetched through this connection yet.',
);

const uploadColours: Record<UploadView['state'], string> = {
  waiting: 'status-blue',
  uploading: 'status-blue',
  sent: 'status-green',
  failed: 'status-red',
};

/** The batches uploaded through a connection, newest first, each with its state. */
export function UploadsList({ connectionId }: { connectionId: string }) {
  return (
    <PagedPanel
      title="Recent uploads"
      level={3}
      list={useUploads(connectionId)}
      words={uploadWords}
      label="Recent uploads"
      row={(upload) => (
        <li key={upload.batchId} className="card-row op-card">
          <p className="op-row-title">
            Batch {upload.batchNumber}{' '}
            <span className={`status-badge ${uploadColours[upload.state]}`}>
              {uploadStateLabels[upload.state]}
            </span>
          </p>
          <p className="op-row-meta">
            {upload.sentAt
              ? `Sent ${formatMoment(upload.sentAt)} as ${upload.remoteName ?? 'its file'}`
              : `Updated ${formatMoment(upload.updatedAt)}`}{' '}
            · {upload.attempts} {upload.attempts === 1 ? 'attempt' : 'attempts'}
          </p>
          {upload.failure ? (
            <p className="ch-problem">
              {transferFailureLabels[upload.failure]}
              {upload.message ? `: ${upload.message}` : ''}
            </p>
          ) : null}
        </li>
      )}
    />
  );
}

const downloadColours: Record<DownloadView['outcome'], string> = {
  downloading: 'status-blue',
  imported: 'status-green',
  repeated: 'status-blue',
  refused: 'status-red',
  failed: 'status-red',
};

/**
 * The answer files fetched through a connection, newest first. A file refused (by the importer,
 * or for its name or size before it was fetched) or failed stands out with its reason: a refused
 * one is not fetched again; a failed one is tried again until its attempts run out.
 */
export function DownloadsList({ connectionId }: { connectionId: string }) {
  return (
    <PagedPanel
      title="Recent answer files"
      level={3}
      list={useDownloads(connectionId)}
      words={downloadWords}
      label="Recent answer files"
      row={(download) => {
        const refused = download.outcome === 'refused' || download.outcome === 'failed';
        return (
          <li key={download.id} className={`card-row op-card${refused ? ' ch-refused' : ''}`}>
            <p className="op-row-title">
              {download.folder}/{download.name}{' '}
              <span className={`status-badge ${downloadColours[download.outcome]}`}>
                {downloadOutcomeLabels[download.outcome]}
              </span>
            </p>
            <p className="op-row-meta">
              Fetched {formatMoment(download.downloadedAt)} · {download.sizeBytes} bytes ·{' '}
              {download.attempts} {download.attempts === 1 ? 'attempt' : 'attempts'}
            </p>
            {download.message ? <p className="ch-problem">Reason: {download.message}</p> : null}
          </li>
        );
      }}
    />
  );
}
