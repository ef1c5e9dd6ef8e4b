/** The error of class `type` that `run` throws; fails the test when `run` returns instead. */
export function thrownBy<E extends Error>(
  type: abstract new (...args: never[]) => E,
  run: () => unknown,
): E {
  try {
    run();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected a ${type.name} to be thrown`);
}
