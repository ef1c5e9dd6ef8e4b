import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// A loaded two-core machine (CI, parallel runs) can take more than the default second to
// answer a stubbed request and render: findBy… and waitFor wait up to five.
configure({ asyncUtilTimeout: 5_000 });

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

/*
 * Two standard properties happy-dom lacks. react-hook-form reads them to tell a select she has
 * changed from one still on its first option; without them it takes every select for edited
 * and drops its default value (an edit dialog would open with its choices blank).
 */
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size')) || 0;
    },
  });
}
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });
}

beforeEach(() => {
  vi.stubGlobal('EventSource', SilentEventSource);
});

// Testing Library unmounts between tests by itself only with vitest's globals, which we keep off.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
