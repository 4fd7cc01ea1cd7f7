// Work put off until the screen has painted what it has (issue 30).
import { useEffect, useState } from 'react';

/**
 * False until the task after the first frame painted once `ready` is true (issue 30). The dashboard's figures go out
 * in a frame of their own and the charts follow (rendered with them, the charts held the figures' first paint back
 * until VChart had arrived, run and drawn: traced on a cold visit, the figures' answer in at 430–590 ms, figures and
 * charts on screen together at 780–890 ms), and the device chart follows the sales trend (one chart a task, so
 * neither blocks input for long). A hidden tab has no frames: what waits comes when it is shown.
 */
export function useAfterFirstPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}
