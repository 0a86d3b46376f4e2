import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import { flushSync } from 'react-dom';

export type ServerErrors = NonNullable<AriaFormProps['validationErrors']>;

/**
 * The server's errors a form shows, given the last answer's `errors`: a field's error goes once
 * its value differs from the one sent (typed into, picked, or set by the screen), or once a field
 * it `dependsOn` differs; every error goes the moment the form is submitted again, before the
 * browser checks the fields, so a field still marked with a server error never holds a new
 * submission back.
 */
export function useServerErrors(
  form: RefObject<HTMLFormElement | null>,
  given: ServerErrors | undefined,
  dependsOn: Readonly<Record<string, readonly string[]>> | undefined,
): ServerErrors | undefined {
  const [shown, setShown] = useState({ from: given, errors: given });
  let current = shown;
  if (shown.from !== given) {
    current = { from: given, errors: given };
    setShown(current);
  }
  const latest = useRef({ errors: current.errors, dependsOn });
  latest.current = { errors: current.errors, dependsOn };
  // The values the errors are about: those of the form when the answer came.
  const sent = useRef<Map<string, string> | null>(null);

  useLayoutEffect(() => {
    sent.current = form.current && hasErrors(given) ? valuesOf(form.current) : null;
  }, [form, given]);

  /** Drops the errors of the fields whose value is no longer the one sent. */
  const dropChanged = useRef(() => {});
  dropChanged.current = () => {
    const element = form.current;
    const before = sent.current;
    const { errors, dependsOn: map = {} } = latest.current;
    if (!element || !before || !hasErrors(errors)) return;
    const now = valuesOf(element);
    const changed = [...new Set([...before.keys(), ...now.keys()])].filter(
      (name) => before.get(name) !== now.get(name),
    );
    if (changed.length === 0) return;
    const cleared = Object.keys(errors ?? {}).filter(
      (field) => changed.includes(field) || map[field]?.some((other) => changed.includes(other)),
    );
    if (cleared.length === 0) return;
    setShown((last) => ({ from: last.from, errors: without(last.errors, cleared) }));
  };

  // After each render of the form (a value the screen set) and on each keystroke. A field that
  // holds its value in its own state renders alone: it drops its error itself (MoneyField).
  useLayoutEffect(() => dropChanged.current());

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const beforeSubmit = (event: Event) => {
      if (!hasErrors(latest.current.errors) || !submits(event, element)) return;
      // Synchronously, so the fields lose their server errors before the browser checks them.
      flushSync(() => setShown((last) => ({ from: last.from, errors: {} })));
    };
    const changed = () => dropChanged.current();
    const page = element.ownerDocument;
    page.addEventListener('click', beforeSubmit, true);
    page.addEventListener('keydown', beforeSubmit, true);
    element.addEventListener('input', changed);
    element.addEventListener('change', changed);
    return () => {
      page.removeEventListener('click', beforeSubmit, true);
      page.removeEventListener('keydown', beforeSubmit, true);
      element.removeEventListener('input', changed);
      element.removeEventListener('change', changed);
    };
  }, [form]);

  return current.errors;
}

function hasErrors(errors: ServerErrors | undefined): boolean {
  return !!errors && Object.keys(errors).length > 0;
}

function without(errors: ServerErrors | undefined, names: string[]): ServerErrors {
  return Object.fromEntries(Object.entries(errors ?? {}).filter(([name]) => !names.includes(name)));
}

/**
 * Each named field's value, disabled ones included (a form is disabled while it saves): the
 * hidden inputs of pickers and dates carry theirs, a box its checked state.
 */
function valuesOf(form: HTMLFormElement): Map<string, string> {
  const values = new Map<string, string>();
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    if (!field.name) continue;
    let value: string;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      value = field.checked ? field.value : '';
    } else if (field instanceof HTMLSelectElement) {
      value = Array.from(field.selectedOptions, (option) => option.value).join('\n');
    } else {
      value = field.value ?? '';
    }
    const before = values.get(field.name);
    values.set(field.name, before === undefined ? value : `${before}\n${value}`);
  }
  return values;
}

/**
 * Whether the event is about to submit `form`: a click on one of its submit buttons (inside it
 * or naming it with `form=`; the browser clicks the default button for Enter in a field too), or
 * Enter in one of its fields other than a text area (a date's segments submit by
 * `requestSubmit()`).
 */
function submits(event: Event, form: HTMLFormElement): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  if (event.type === 'keydown') {
    return (
      (event as KeyboardEvent).key === 'Enter' &&
      (target instanceof HTMLInputElement ? target.form === form : form.contains(target)) &&
      !(target instanceof HTMLTextAreaElement || target instanceof HTMLButtonElement)
    );
  }
  const button = target.closest('button, input');
  return (
    (button instanceof HTMLButtonElement || button instanceof HTMLInputElement) &&
    button.type === 'submit' &&
    button.form === form
  );
}
