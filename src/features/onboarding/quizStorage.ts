import type { Storage } from 'redux-persist';

const attempt = <T>(run: () => T, fallback: T): T => {
  try {
    return run();
  } catch {
    // Storage blocked (private mode, quota): the quiz still works, it just forgets on reload.
    return fallback;
  }
};

/**
 * Whether a persisted onboarding state (redux-persist writes each field JSON-encoded inside one
 * JSON object) is a finished quiz waiting for sign-up.
 */
export const isFinishedQuiz = (persisted: string) =>
  attempt(() => (JSON.parse(persisted) as { status?: string }).status === '"finished"', false);

/**
 * redux-persist's storage for the quiz: session storage, so answers survive a reload and the
 * sign-up round trip in this tab and are not kept once it closes; except a quiz finished while
 * signed out, which is also kept in local storage until it is submitted (or the shopper signs
 * out), so a shopper who closes the tab at the sign-up prompt finds it waiting (spec 000 §4:
 * signed-out finishers are held until sign-in and submitted once).
 */
export const quizStorage: Storage = {
  getItem: (key: string) =>
    Promise.resolve(
      attempt(() => window.sessionStorage.getItem(key) ?? window.localStorage.getItem(key), null),
    ),
  setItem: (key: string, value: string) =>
    Promise.resolve(
      attempt(() => {
        window.sessionStorage.setItem(key, value);
        if (isFinishedQuiz(value)) window.localStorage.setItem(key, value);
        else window.localStorage.removeItem(key);
      }, undefined),
    ),
  removeItem: (key: string) =>
    Promise.resolve(
      attempt(() => {
        window.sessionStorage.removeItem(key);
        window.localStorage.removeItem(key);
      }, undefined),
    ),
};
