import { useCallback, useEffect, useRef, useState } from 'react';
import type { Platform, TimerHandle } from '../../core/platform/index.ts';

const SECOND_MS = 1_000;

/**
 * Whole seconds left until a deadline, ticking on the platform's clock and timers (never the globals, so tests
 * can drive it). 0 when idle.
 */
export function useCountdown(platform: Platform): { seconds: number; start(seconds: number): void } {
  const [seconds, setSeconds] = useState(0);
  const timer = useRef<TimerHandle | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) platform.clearTimeout(timer.current);
    timer.current = null;
  }, [platform]);

  const start = useCallback(
    (total: number) => {
      stop();
      const deadline = platform.now() + total * SECOND_MS;
      const tick = () => {
        const leftMs = Math.max(0, deadline - platform.now());
        const left = Math.ceil(leftMs / SECOND_MS);
        setSeconds(left);
        // Next tick when the displayed number changes.
        timer.current = left > 0 ? platform.setTimeout(tick, leftMs - (left - 1) * SECOND_MS) : null;
      };
      tick();
    },
    [platform, stop],
  );

  useEffect(() => stop, [stop]);
  return { seconds, start };
}
