import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * docs/rules/ordering.md: after Add to Cart the button reads 'Added!' for 1 second (further clicks in that
 * second are ignored); the same lock keeps sign-in and registration from submitting twice.
 */
export const ADDED_FEEDBACK_MS = 1000;

export function useAddedFeedback(): [added: boolean, flash: () => void] {
  const [added, setAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const flash = useCallback(() => {
    setAdded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAdded(false), ADDED_FEEDBACK_MS);
  }, []);
  return [added, flash];
}
