import { useState } from 'react';
import { connectionPresets, type ConnectionView } from '#domain/clearinghouse/connections';
import {
  afterDownloadLabels,
  pollWords,
  sendScheduleWords,
  usageLabels,
} from '#domain/clearinghouse/words';
import { Alert } from '../../../components/ui/alert.tsx';
import { Detail } from '../operator-ui.tsx';
import { ConnectionActions } from './connection-actions.tsx';
import { EditConnectionForm } from './connection-form.tsx';
import { HealthLine } from './connection-health.tsx';
import { DownloadsList, UploadsList } from './transfer-lists.tsx';

/** One connection: its settings (never its secret), health, actions, uploads and answer files. */
export function ConnectionCard({ connection }: { connection: ConnectionView }) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const headingId = `ch-${connection.id}`;
  return (
    <li className="card ch-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{connection.name}</h3>
      <p className="op-row-meta">
        {connection.host}:{connection.port} · {usageLabels[connection.usage]}
        {connection.preset ? ` · ${connectionPresets[connection.preset].label} preset` : ''}
      </p>
      <p className="ch-health-line">
        <HealthLine connection={connection} />
      </p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {editing ? (
        <EditConnectionForm
          connection={connection}
          onDone={(message) => {
            setEditing(false);
            setNotice(message);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <>
          <dl className="op-details ch-details">
            <Detail label="User">{connection.username}</Detail>
            <Detail label="Upload folder">{connection.uploadFolder}</Detail>
            <Detail label="Answer folders">{connection.answerFolders.join(', ')}</Detail>
            <Detail label="After download">
              {afterDownloadLabels[connection.afterDownload]}
              {connection.archiveFolder ? ` (${connection.archiveFolder})` : ''}
            </Detail>
            <Detail label="Sends claims">
              {connection.sendsClaims ? sendScheduleWords(connection.sendSchedule) : 'No'}
            </Detail>
            <Detail label="Polls">{pollWords(connection.pollEveryMinutes)}</Detail>
            <Detail label="ISA sender / receiver">
              {connection.isaSenderId} / {connection.isaReceiverId}
            </Detail>
            <Detail label="Real-time endpoint">
              {connection.realTimeUrl
                ? `${connection.realTimeUrl} (CORE ${connection.realTimeSenderId} / ${connection.realTimeReceiverId})${
                    connection.answersRealTime ? ', answers real-time questions' : ''
                  }`
                : 'None'}
            </Detail>
          </dl>
          <div className="button-row">
            <button
              type="button"
              className="button button-small"
              onClick={() => {
                setNotice(null);
                setEditing(true);
              }}
            >
              Edit
            </button>
          </div>
          <ConnectionActions connectionId={connection.id} sendsClaims={connection.sendsClaims} />
          <UploadsList connectionId={connection.id} />
          <DownloadsList connectionId={connection.id} />
        </>
      )}
    </li>
  );
}
