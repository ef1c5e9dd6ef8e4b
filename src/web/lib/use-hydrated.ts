import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while React hydrates a page the build drew (as in that page's HTML), true once the app
 * runs it. Drawn without a prerendered page, true from the first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
