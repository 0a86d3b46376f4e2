import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { LoadedOnce } from './loadOnce';

/*
 * Costly controls (selects, date fields) drawn one per browser task just after the screen's first
 * paint, each standing as a same-size placeholder until its turn: a list's filters cost a slow
 * phone a few hundred milliseconds of unbroken work when they are drawn with the screen, and the
 * page answers no tap meanwhile. The app turns it on around its screens; stories and tests, which
 * leave it off, draw every control at once.
 *
 * The first turn, and the files of controls that need some (a date field's), also wait for what
 * the provider is told to wait for: the app passes its first screen's data, so that a list's rows
 * are drawn, and its largest text painted, before its filters' files are asked for and drawn.
 *
 * ```tsx
 * <DrawInTurnsProvider waitFor={afterPrefetchedAnswers}>{app}</DrawInTurnsProvider>
 * // in a screen:
 * <InTurn placeholder={<FieldPlaceholder label="Status" />}>
 *   <Select label="Status" … />
 * </InTurn>
 * ```
 */
/** Runs `then` once what the turns wait for is done: at once, or later. */
export type WaitForTurns = (then: () => void) => void;

/** Drawing in turns is on (with what its turns wait for), or off (`null`). */
const DrawInTurnsContext = createContext<{ waitFor: WaitForTurns | undefined } | null>(null);

/**
 * The longest the turns wait for `waitFor`: a request that never answers (the session ended,
 * and the page is leaving) holds no control back for good.
 */
export const LONGEST_WAIT_MS = 3000;

/**
 * Turns drawing in turns on for the `InTurn` controls below it. With `waitFor`, the first turn and
 * the controls' files wait for it too (`LONGEST_WAIT_MS` at most).
 */
export function DrawInTurnsProvider({
  waitFor,
  children,
}: {
  waitFor?: WaitForTurns;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ waitFor }), [waitFor]);
  return <DrawInTurnsContext.Provider value={value}>{children}</DrawInTurnsContext.Provider>;
}

/** The controls waiting for their turn, first come first drawn. */
const waiting: Array<() => void> = [];
let turnTaken = false;
/** The control being drawn, until it is committed (or goes away). */
let drawing: (() => void) | null = null;

/**
 * Draws the next waiting control. It is drawn as a transition, which React renders in slices of
 * a few milliseconds with the browser free in between (a date field drawn in one go held a slow
 * phone's main thread for some 60 to 100 ms); the next control's turn comes in a task of its own
 * once this one is on the page.
 */
function takeTurn() {
  const draw = waiting.shift();
  drawing = draw ?? null;
  if (!draw) {
    turnTaken = false;
    return;
  }
  startTransition(draw);
}

/** Hands the turn on, once the control being drawn is on the page or has gone away. */
function turnEnded(draw: () => void) {
  if (drawing !== draw) return;
  drawing = null;
  if (waiting.length > 0) setTimeout(takeTurn);
  else turnTaken = false;
}

/** The first turn comes after the next frame (the screen's first paint), or 100 ms at most. */
function afterNextFrame(run: () => void) {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  requestAnimationFrame(() => setTimeout(once));
  setTimeout(once, 100);
}

/** Those waiting for the same `waitFor` now: one wait, one frame and one timer for them all. */
let waitingTogether: { waitFor: WaitForTurns; runs: Array<() => void> } | null = null;

/** `run` once `waitFor` is done (or `LONGEST_WAIT_MS` has passed), after the next frame. */
function afterWaitAndFrame(waitFor: WaitForTurns | undefined, run: () => void) {
  if (!waitFor) return afterNextFrame(run);
  if (waitingTogether?.waitFor === waitFor) {
    waitingTogether.runs.push(run);
    return;
  }
  const together = { waitFor, runs: [run] };
  waitingTogether = together;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(longest);
    if (waitingTogether === together) waitingTogether = null;
    afterNextFrame(() => {
      for (const each of together.runs) each();
    });
  };
  const longest = setTimeout(release, LONGEST_WAIT_MS);
  waitFor(release);
}

function wait(draw: () => void, waitFor: WaitForTurns | undefined) {
  waiting.push(draw);
  if (!turnTaken) {
    turnTaken = true;
    afterWaitAndFrame(waitFor, takeTurn);
  }
}

/** A control is drawn, or goes away: it waits no longer, and a turn it held passes on. */
function stopWaiting(draw: () => void) {
  const index = waiting.indexOf(draw);
  if (index >= 0) waiting.splice(index, 1);
  turnEnded(draw);
}

/** How many controls are still waiting (for tests). */
export function controlsWaitingTheirTurn(): number {
  return waiting.length;
}

type InTurnProps<T> =
  | { placeholder: ReactNode; files?: undefined; children: ReactNode }
  | { placeholder: ReactNode; files: LoadedOnce<T>; children: (files: T) => ReactNode };

/**
 * `children` at once where drawing in turns is off; otherwise `placeholder` first, and `children`
 * after the screen's first paint, one control after another in the order the placeholders were
 * drawn, each drawn in slices and the next begun in a task of its own once it is on the page.
 * With `files` (a `loadOnce`), the placeholder stays until they have come too (their fetch starts after the first
 * paint, so that a first screen does without them), and `children` is drawn from them.
 */
export function InTurn<T>({ placeholder, files, children }: InTurnProps<T>) {
  const setting = useContext(DrawInTurnsContext);
  const inTurns = setting !== null;
  const waitFor = setting?.waitFor;
  const [came, setCame] = useState<T | null>(() => files?.loaded() ?? null);
  const ready = files === undefined || came !== null;
  const [drawn, setDrawn] = useState(!inTurns && ready);
  useEffect(() => {
    if (drawn) return;
    if (!ready) {
      let current = true;
      const fetchFiles = () =>
        files.load().then(
          (value) => current && setCame(() => value),
          () => {
            // Not reached: the placeholder stays; the next control asks again (`loadOnce`).
          },
        );
      if (!inTurns) {
        fetchFiles();
        return () => {
          current = false;
        };
      }
      // After the first paint and what the turns wait for, as the turns themselves.
      const fetchLater = () => {
        if (current) fetchFiles();
      };
      afterWaitAndFrame(waitFor, fetchLater);
      return () => {
        current = false;
      };
    }
    if (!inTurns) {
      setDrawn(true);
      return;
    }
    const draw = () => setDrawn(true);
    wait(draw, waitFor);
    return () => stopWaiting(draw);
  }, [drawn, ready, inTurns, files, waitFor]);
  if (!drawn) return placeholder;
  if (files === undefined) return children;
  return came === null ? placeholder : children(came);
}
