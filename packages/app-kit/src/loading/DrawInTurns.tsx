import {
  createContext,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
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
 * ```tsx
 * <DrawInTurnsProvider>{app}</DrawInTurnsProvider>
 * // in a screen:
 * <InTurn placeholder={<FieldPlaceholder label="Status" />}>
 *   <Select label="Status" … />
 * </InTurn>
 * ```
 */
const DrawInTurnsContext = createContext(false);

/** Turns drawing in turns on for the `InTurn` controls below it. */
export function DrawInTurnsProvider({ children }: { children: ReactNode }) {
  return <DrawInTurnsContext.Provider value={true}>{children}</DrawInTurnsContext.Provider>;
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

function wait(draw: () => void) {
  waiting.push(draw);
  if (!turnTaken) {
    turnTaken = true;
    afterNextFrame(takeTurn);
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
  const inTurns = useContext(DrawInTurnsContext);
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
      // After the first paint, as the turns themselves.
      const fetchLater = () => {
        if (current) fetchFiles();
      };
      afterNextFrame(fetchLater);
      return () => {
        current = false;
      };
    }
    if (!inTurns) {
      setDrawn(true);
      return;
    }
    const draw = () => setDrawn(true);
    wait(draw);
    return () => stopWaiting(draw);
  }, [drawn, ready, inTurns, files]);
  if (!drawn) return placeholder;
  if (files === undefined) return children;
  return came === null ? placeholder : children(came);
}
