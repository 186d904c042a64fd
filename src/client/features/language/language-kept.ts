import { LANGUAGE_KEY } from './language-choice';

/** `Forget this device`: the next visit follows the browser's languages again. */
export function forgetLanguage() {
  try {
    localStorage.removeItem(LANGUAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
