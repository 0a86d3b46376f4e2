/**
 * The time a list takes to show new rows, in the browser's performance timeline, so a benchmark
 * (or a developer in the Performance panel) can read it:
 *
 * - mark `list-rows-received`: the render that first holds the new rows (the data just came in);
 * - mark `list-rows-rendered`: React committed them to the page (a layout effect, before paint);
 * - measure `list-render`: from the first to the second, `detail: { rows, scroll }`;
 * - measure `list-render-painted`: from receipt to the next animation frame after the commit
 *   (style, layout and paint of the rows included), same detail.
 *
 * Each new set of rows (another page, the next thousand of a scrolling table) adds one of each.
 */
import { useLayoutEffect, useRef } from 'react';

export const LIST_RENDER_MEASURE = 'list-render';
export const LIST_RENDER_PAINTED_MEASURE = 'list-render-painted';
const RECEIVED = 'list-rows-received';
const RENDERED = 'list-rows-rendered';

const timeline = typeof performance !== 'undefined' && typeof performance.mark === 'function';

export function useListRenderMeasure(rows: readonly unknown[] | undefined, scroll: boolean): void {
  const received = useRef<{ rows: readonly unknown[]; at: number } | null>(null);
  if (timeline && rows && rows.length > 0 && received.current?.rows !== rows) {
    received.current = { rows, at: performance.mark(RECEIVED).startTime };
  }
  useLayoutEffect(() => {
    const start = received.current;
    if (!timeline || !rows || start?.rows !== rows) return;
    const detail = { rows: rows.length, scroll };
    performance.mark(RENDERED);
    performance.measure(LIST_RENDER_MEASURE, { start: start.at, end: performance.now(), detail });
    const frame = requestAnimationFrame(() => {
      performance.measure(LIST_RENDER_PAINTED_MEASURE, {
        start: start.at,
        end: performance.now(),
        detail,
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [rows, scroll]);
}
