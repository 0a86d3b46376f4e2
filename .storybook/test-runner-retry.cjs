// A story whose play function fails is run once more, from a fresh render, and must pass then;
// the first failure is printed. On the busy 2-core machine a keyboard-driven story can lose a
// race with its own rendering (a combobox's list, a dialog's first focus) about once in 700.
jest.retryTimes(1, { logErrorsBeforeRetry: true });
