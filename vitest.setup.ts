/**
 * The setup every package's tests run first (`packageTestConfig` in vitest.shared.ts puts it
 * before the package's own): no error stays hidden in a passing test.
 *
 * The console guard. Every `console.error` and `console.warn` (React's act(), key, DOM nesting
 * and caught-by-an-error-boundary messages, happy-dom's errors thrown in an event listener, a
 * request no MSW handler answered…) is recorded, still printed, and fails the test it happened
 * in: its `afterEach` throws listing them. A call between two tests fails the next one; one
 * after the last test fails the file. A test that expects one as the behaviour under test
 * declares it with `expectConsoleError(/pattern/)` or `expectConsoleWarn(…)` from
 * vitest.shared.ts: the matching calls are then allowed (and not printed when declared before
 * they happen), and the test fails when none happens.
 * (A `vi.spyOn(console, 'error').mockImplementation(…)` replaces the recorder for that test,
 * so prefer the helpers.) Uncaught errors and unhandled rejections fail the run as Vitest does
 * by default.
 *
 * Below it, one correction of happy-dom where it parts from the browsers (see there).
 */
import { format } from 'node:util';
import { afterAll, afterEach } from 'vitest';
import { type ConsoleLevel, consoleGuardState } from './vitest.shared.ts';

const guard = consoleGuardState();

const matches = (pattern: RegExp | string, message: string) =>
  typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);

for (const level of ['error', 'warn'] as const satisfies readonly ConsoleLevel[]) {
  const print = console[level];
  console[level] = function recordThenPrint(...args: unknown[]) {
    const message = format(...args);
    guard.logged.push({ level, message });
    // A call the test declared beforehand is the behaviour under test: it stays off the output.
    if (!guard.expected.some((e) => e.level === level && matches(e.pattern, message))) {
      print.apply(this, args);
    }
  };
}

const shorten = (message: string) => {
  const lines = message.split('\n');
  const head = lines.slice(0, 4).join('\n    ');
  return lines.length > 4 ? `${head}\n    …` : head;
};

/** What went wrong since the last check, as lines; empties the record. */
function problems(): string[] {
  const { logged, expected } = guard;
  const unexpected = logged.filter(
    (call) => !expected.some((e) => e.level === call.level && matches(e.pattern, call.message)),
  );
  const missing = expected.filter(
    (e) => !logged.some((call) => call.level === e.level && matches(e.pattern, call.message)),
  );
  guard.logged = [];
  guard.expected = [];
  return [
    ...unexpected.map((call) => `console.${call.level}: ${shorten(call.message)}`),
    ...missing.map(
      (e) =>
        `expected a console.${e.level} matching ${typeof e.pattern === 'string' ? JSON.stringify(e.pattern) : String(e.pattern)} (${e.declaredAt}): none`,
    ),
  ];
}

function check(when: string) {
  const found = problems();
  if (found.length === 0) return;
  throw new Error(
    `${when}, the console guard (vitest.setup.ts) found:\n  - ${found.join('\n  - ')}\n` +
      'Fix the cause; only an error that is the behaviour under test is declared, with ' +
      'expectConsoleError(/…/) or expectConsoleWarn(/…/) from vitest.shared.ts.',
  );
}

// Registered first, so it runs after the package's own afterEach (cleanup, unmounting).
afterEach(() => check('In this test'));
afterAll(() => check('After the last test of the file'));

// happy-dom fires `selectionchange` at once, inside `Selection.collapse()` and the like, and on
// every call, even one that leaves the selection where it was; a browser queues it, and only when
// the selection moved. react-aria's date segments collapse the selection on `selectionchange`
// while one has focus, so in happy-dom a focused segment (a DateField's `autoFocus`, a click, a
// keystroke) recursed until "Maximum call stack size exceeded", which happy-dom logged and the
// test went on. Here the event is fired only when the selection moved, as a browser does.
if (typeof document !== 'undefined') {
  const doc = document;
  const dispatch = doc.dispatchEvent;
  let last: readonly unknown[] = [];
  doc.dispatchEvent = function dispatchEvent(this: Document, event: Event) {
    if (event.type === 'selectionchange') {
      const selection = doc.getSelection();
      const now = [
        selection?.anchorNode,
        selection?.anchorOffset,
        selection?.focusNode,
        selection?.focusOffset,
      ];
      if (now.every((value, index) => value === last[index])) return true;
      last = now;
    }
    return dispatch.call(this, event);
  };
}
