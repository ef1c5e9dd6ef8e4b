import type { ConnectionTestResult } from '#domain/clearinghouse/connections';
import { type SftpTarget, SftpTransferError, withSftpSession } from '../sftp/index.ts';

type FolderCheck = ConnectionTestResult['folders'][number];

const shown = (folder: string) => (folder.endsWith('/') ? folder : `${folder}/`);

const refusals = {
  cannot_connect: 'Could not reach the server, so nothing else was tried.',
  address_refused:
    'The server is on a private, loopback or link-local address, so it was not tried (CLEARINGHOUSE_ALLOW_PRIVATE=1 allows it).',
  login_refused: 'Reached the server, but it refused the login.',
  host_key_changed:
    "The server's host key is not the pinned one, so it did not log in; check the new fingerprint with the clearinghouse.",
} as const;

/** "the upload folder inbound/ is there": one clause of the sentence per folder. */
const clause = ({ folder, role, state }: FolderCheck) =>
  `the ${role} folder ${shown(folder)} ${
    state === 'there' ? 'is there' : state === 'missing' ? 'is missing' : 'could not be listed'
  }`;

/**
 * "Test connection": logs in, lists each folder and says in one sentence what worked and what
 * did not, e.g. "Logged in; the upload folder inbound/ is there; the answer folder outbound/ is
 * missing." Nothing is written on the server.
 */
export async function checkConnection(
  target: Promise<SftpTarget>,
  folders: { folder: string; role: FolderCheck['role'] }[],
): Promise<ConnectionTestResult> {
  try {
    const checked = await withSftpSession(await target, async (session) => {
      const results: FolderCheck[] = [];
      for (const { folder, role } of folders) {
        const state = await session.list(folder).then(
          () => 'there' as const,
          (error: unknown) =>
            error instanceof SftpTransferError && error.reason === 'folder_missing'
              ? ('missing' as const)
              : ('unreadable' as const),
        );
        results.push({ folder, role, state });
      }
      return results;
    });
    return {
      ok: checked.every((folder) => folder.state === 'there'),
      sentence: `${['Logged in', ...checked.map(clause)].join('; ')}.`,
      loggedIn: true,
      failure: checked.some((folder) => folder.state === 'missing') ? 'folder_missing' : null,
      folders: checked,
    };
  } catch (error) {
    if (!(error instanceof SftpTransferError) || !(error.reason in refusals)) throw error;
    const reason = error.reason as keyof typeof refusals;
    return { ok: false, sentence: refusals[reason], loggedIn: false, failure: reason, folders: [] };
  }
}
