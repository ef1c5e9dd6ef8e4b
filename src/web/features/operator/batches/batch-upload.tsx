import type { UploadView } from '#domain/clearinghouse/connections';
import { formatMoment } from '../operator-ui.tsx';

/**
 * Where a batch's upload through the clearinghouse connection stands, in plain words: waiting,
 * being uploaded, sent (as which file, when) or failed (why, when).
 */
export function BatchUpload({ upload }: { upload: UploadView }) {
  const to = upload.connectionName;
  const when = formatMoment(upload.sentAt ?? upload.updatedAt);
  const words = {
    waiting: upload.message
      ? `Not uploaded to ${to} yet; tried again shortly. ${upload.message} (attempt ${upload.attempts}, ${when})`
      : `Waiting to be uploaded to ${to}.`,
    uploading: `Being uploaded to ${to}…`,
    sent: `Uploaded to ${to} as ${upload.remoteName ?? 'its file'} on ${when}.`,
    failed: `Not uploaded to ${to}. ${upload.message ?? ''} (${when}) “Send now” on the connection tries again.`,
  }[upload.state];
  return <p className="op-batch-upload">{words}</p>;
}
