import {
  type ToastOptions as AriaToastOptions,
  UNSTABLE_ToastQueue as AriaToastQueue,
} from 'react-aria-components';

import {
  TOAST_CLOSE_MS,
  TOAST_QUEUE_CHECK_MS,
  TOAST_TIMEOUT_MS,
  TOAST_TOP_RIGHT_TIMEOUT_MS,
} from './timings';

export type ToastTone = 'neutral' | 'info' | 'positive' | 'caution' | 'critical';

/** A button on a toast that does something about its news: `Undo`. Pressing it closes the toast. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface ToastContent {
  title: string;
  description?: string;
  /** @default 'neutral' */
  tone?: ToastTone;
  /** A button beside the words (before Close), such as Undo; give the toast a longer `timeout`. */
  action?: ToastAction;
}

export interface ToastOptions {
  /** Milliseconds before it closes by itself; 0 keeps it until closed. Defaults to the queue's timeout. */
  timeout?: number;
  /** Called once the toast has closed, by the user or by its timeout. */
  onClose?: () => void;
}

export interface ToastQueueOptions {
  /** Default time a toast stays, in ms. @default 4000 */
  timeout?: number;
  /** How many toasts show at once; later ones wait their turn. @default 3 */
  maxVisible?: number;
}

interface Waiting {
  content: ToastContent;
  options: AriaToastOptions;
  key: string;
}

/**
 * The app's toast queue, on react-aria's queue (which pauses timers while the region is hovered
 * or focused). On top it adds the spec's behaviour: a default timeout, a 150 ms closing phase so
 * the toast can animate out, and a waiting line for toasts beyond `maxVisible` that is re-checked
 * every 250 ms.
 */
export class ToastQueue extends AriaToastQueue<ToastContent> {
  readonly timeout: number;
  private readonly maxVisible: number;
  private readonly closing = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private waiting: Waiting[] = [];
  private recheck: ReturnType<typeof setInterval> | null = null;
  private waitingKeys = 0;
  /** Keys handed out for waiting toasts, mapped to react-aria's key once they show. */
  private readonly aliases = new Map<string, string>();

  constructor({ timeout = TOAST_TIMEOUT_MS, maxVisible = 3 }: ToastQueueOptions = {}) {
    super();
    this.timeout = timeout;
    this.maxVisible = maxVisible;
  }

  /** Shows a toast (or lines it up when `maxVisible` are showing); returns its key. */
  override add(content: ToastContent, options: ToastOptions = {}): string {
    const ariaOptions: AriaToastOptions = {
      timeout: options.timeout ?? this.timeout,
      onClose: options.onClose,
    };
    if (this.visibleToasts.length < this.maxVisible && this.waiting.length === 0) {
      return super.add(content, ariaOptions);
    }
    const key = `waiting-${++this.waitingKeys}`;
    this.waiting.push({ content, options: ariaOptions, key });
    this.recheck ??= setInterval(() => this.showWaiting(), TOAST_QUEUE_CHECK_MS);
    return key;
  }

  /** Starts closing a toast: it is marked closing for 150 ms (to animate), then removed. */
  override close(givenKey: string): void {
    const key = this.aliases.get(givenKey) ?? givenKey;
    this.aliases.delete(givenKey);
    const waitingIndex = this.waiting.findIndex((w) => w.key === key);
    if (waitingIndex >= 0) {
      this.waiting.splice(waitingIndex, 1);
      return;
    }
    if (this.closing.has(key)) return;
    this.closing.add(key);
    this.notify();
    setTimeout(() => {
      this.closing.delete(key);
      super.close(key);
      this.notify();
    }, TOAST_CLOSE_MS);
  }

  /** Removes every toast at once, waiting ones included. */
  override clear(): void {
    this.waiting = [];
    this.aliases.clear();
    this.stopRecheck();
    this.closing.clear();
    super.clear();
    this.notify();
  }

  /** Whether a toast is in its closing phase. */
  isClosing(key: string): boolean {
    return this.closing.has(key);
  }

  /** How many toasts wait for room. */
  get waitingCount(): number {
    return this.waiting.length;
  }

  /** Subscribes to closing-phase changes (react-aria's own `subscribe` covers the visible list). */
  subscribeClosing(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private showWaiting(): void {
    while (this.waiting.length > 0 && this.visibleToasts.length < this.maxVisible) {
      const next = this.waiting.shift()!;
      this.aliases.set(next.key, super.add(next.content, next.options));
    }
    if (this.waiting.length === 0) this.stopRecheck();
  }

  private stopRecheck(): void {
    if (this.recheck !== null) clearInterval(this.recheck);
    this.recheck = null;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

/** The app's default toasts: bottom-right, 4000 ms. */
export const toastQueue = new ToastQueue({ timeout: TOAST_TIMEOUT_MS });

/** The spec's variant: top-right, 3000 ms. */
export const topRightToastQueue = new ToastQueue({ timeout: TOAST_TOP_RIGHT_TIMEOUT_MS });
