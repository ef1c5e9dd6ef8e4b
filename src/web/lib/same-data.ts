/**
 * Whether two plain data values (what a form holds: strings, numbers, booleans, null, arrays and
 * objects of them) are the same, whatever the order of their keys.
 */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const bKeys = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) =>
      sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}
