import { useEffect, useRef } from 'react';

/** Calls `advance` every `intervalMs` while `running`; a change of `restartKey` (a manual move) restarts the wait. */
export function useAutoplay(running: boolean, intervalMs: number, advance: () => void, restartKey: unknown): void {
  const advanceRef = useRef(advance);
  useEffect(() => {
    advanceRef.current = advance;
  });
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => advanceRef.current(), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs, restartKey]);
}
