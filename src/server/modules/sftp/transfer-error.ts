import type { TransferFailure } from '#domain/clearinghouse/connections';
import { DomainError } from '../../errors/index.ts';

const messages: Record<TransferFailure, string> = {
  cannot_connect: 'Could not reach the SFTP server.',
  address_refused:
    "The SFTP server's name leads to a private, loopback or link-local address, which this app does not connect to unless CLEARINGHOUSE_ALLOW_PRIVATE=1 is set.",
  login_refused: 'The SFTP server refused the login.',
  host_key_changed:
    "The SFTP server's host key is not the one pinned for this connection; nothing was sent or read. Check the new fingerprint with the clearinghouse before changing it.",
  folder_missing: 'A folder is missing on the SFTP server.',
  upload_failed: 'The upload did not complete; nothing was left under its final name.',
  download_failed: 'The download did not complete.',
};

/**
 * A transfer that failed, with the step that failed (`reason`): a later retry, the upload's
 * state and the operator's message read the reason, never the library's text. The message
 * names no host, user, path content or secret, so it may be shown and logged.
 */
export class SftpTransferError extends DomainError {
  constructor(
    readonly reason: TransferFailure,
    /** The remote folder or file concerned, when there is one (a name, never content). */
    readonly remotePath?: string,
  ) {
    super('unprocessable', messages[reason]);
    this.name = 'SftpTransferError';
  }
}
