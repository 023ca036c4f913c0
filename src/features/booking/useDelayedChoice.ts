import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** Spec 000 §9: a chosen goal moves on after 500 ms, so the shopper sees their choice land. */
export const CHOICE_DELAY_MS = 500;

/**
 * Holds the chosen answer and calls `onSettled` with it CHOICE_DELAY_MS later; choosing again
 * within that time restarts the wait with the new answer. Nothing fires after unmount.
 */
export const useDelayedChoice = <T>(onSettled: (choice: T) => void) => {
  const [chosen, setChosen] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const settle = useRef(onSettled);
  useLayoutEffect(() => {
    settle.current = onSettled;
  });

  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (choice: T) => {
    setChosen(choice);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => settle.current(choice), CHOICE_DELAY_MS);
  };

  return { chosen, choose };
};
