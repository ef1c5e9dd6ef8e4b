import type { Segment } from './codec.ts';

/** The file's segments one at a time, looking one ahead to tell whether any are left. */
export class SegmentCursor {
  private pending: Segment | undefined = undefined;
  private ended = false;
  private readonly source: Iterator<Segment>;

  constructor(source: Iterator<Segment>) {
    this.source = source;
  }

  next(): Segment | undefined {
    if (this.pending) {
      const segment = this.pending;
      this.pending = undefined;
      return segment;
    }
    const result = this.source.next();
    if (result.done) this.ended = true;
    return result.done ? undefined : result.value;
  }

  more(): boolean {
    if (this.pending) return true;
    if (this.ended) return false;
    this.pending = this.next();
    return this.pending !== undefined;
  }
}
