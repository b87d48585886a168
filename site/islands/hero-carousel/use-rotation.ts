import { useCallback, useEffect, useState } from 'react';

/** Spec section 9: the hero cycles through its slides every 7 s. */
export const ROTATION_MS = 7000;

/**
 * The active slide index, advancing every 7 s while running. Choosing a slide restarts the
 * interval, so a visitor gets the full 7 s to read what they picked.
 */
export const useRotation = (count: number, running: boolean) => {
  const [index, setIndex] = useState(0);
  const [cycle, setCycle] = useState(0);

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), ROTATION_MS);
    return () => clearTimeout(timer);
  }, [index, cycle, running, count]);

  const select = useCallback((next: number) => {
    setIndex(next);
    setCycle((value) => value + 1);
  }, []);

  return [index, select] as const;
};
