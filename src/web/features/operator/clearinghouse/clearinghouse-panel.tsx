import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { Panel } from '../operator-panel.tsx';
import { LoadProblem } from '../operator-ui.tsx';
import { useConnections } from './clearinghouse-api.ts';
import { ConnectionCard } from './connection-card.tsx';
import { AddConnectionForm } from './connection-form.tsx';
import './clearinghouse.css';

/**
 * The clearinghouse connections (SFTP accounts): add one (a preset fills the folders), edit,
 * test, send and poll now, and see what went up and came back. Without any, batches and answers
 * go by hand as before.
 */
export function ClearinghousePanel() {
  const connections = useConnections();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const list = connections.data?.connections ?? [];
  return (
    <Panel title="Clearinghouse">
      <p className="hint">
        Connections to the clearinghouse over SFTP. The one that sends claims uploads each batch on
        its schedule; every connection polls its answer folders and imports each 999, 277CA and 835
        once. Passwords and keys are stored encrypted and never shown again.
      </p>
      <div className="card">
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {adding ? (
          <AddConnectionForm
            onDone={(message) => {
              setAdding(false);
              setNotice(message);
            }}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <button
            type="button"
            className="button"
            onClick={() => {
              setNotice(null);
              setAdding(true);
            }}
          >
            Add a connection
          </button>
        )}
      </div>
      <h3>Connections</h3>
      {connections.isPending ? (
        <LoadingState label="Loading the connections…" />
      ) : connections.isError ? (
        <LoadProblem title="We couldn't load the connections." query={connections} />
      ) : list.length === 0 ? (
        <div className="card op-empty">
          <p>
            No connection yet. Until one is added, download each batch and upload each answer by
            hand.
          </p>
        </div>
      ) : (
        <ul className="card-list ch-list" aria-label="Connections">
          {list.map((connection) => (
            <ConnectionCard key={connection.id} connection={connection} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
