import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** The live stream is the browser journeys' to test: here it never connects nor fires. */
class SilentEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = 0;
  close() {
    this.readyState = 2;
  }
}

beforeEach(() => {
  vi.stubGlobal('EventSource', SilentEventSource);
});

// Testing Library unmounts between tests by itself only with vitest's globals, which we keep off.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
