/** A backup file (or its key) that cannot be used: the message says why, in one sentence. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}
