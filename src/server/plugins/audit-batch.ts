/**
 * Group commit for audit events: every request still waits until its event is committed (an
 * answered request is an audited one, even if the process dies right after), but events that
 * arrive while an insert is in flight share the next one. Under load that is one INSERT and
 * one commit for many requests instead of one each; alone, an event is written at once.
 */
export function createAuditBatcher<Event>(
  write: (events: Event[]) => Promise<void>,
  maxBatch = 500,
) {
  interface Pending {
    event: Event;
    resolve: () => void;
    reject: (error: unknown) => void;
  }
  let queue: Pending[] = [];
  let flushing = false;

  async function writeBatch(batch: Pending[]) {
    try {
      await write(batch.map((pending) => pending.event));
      for (const pending of batch) pending.resolve();
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      // One bad event must not cost the others theirs: write them one by one.
      for (const pending of batch) await writeBatch([pending]);
    }
  }

  async function flush() {
    flushing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, maxBatch);
        queue = queue.slice(maxBatch);
        await writeBatch(batch);
      }
    } finally {
      flushing = false;
    }
  }

  return {
    /** Resolves once the event is committed; rejects if it could not be written. */
    add(event: Event): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ event, resolve, reject });
        if (!flushing) void flush();
      });
    },
  };
}
