import { InputError } from '@cogitator/engine';

/** The InputError `f` throws; fails the test if it throws something else or nothing. */
export function errorOf(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error('expected an InputError');
}
