/**
 * SFTP transport to clearinghouses (a leaf module: it imports no other module). One session
 * logs in with a password or a private key, pins the host key by its SHA-256 fingerprint,
 * lists folders, uploads under a temporary name and renames once the size is checked,
 * downloads, removes and moves files. Every failure is an `SftpTransferError` with its reason.
 */
export {
  fingerprintOf,
  openSftpSession,
  withSftpSession,
  type SftpTarget,
} from './sftp-session.ts';
export { SftpTransferError } from './transfer-error.ts';
