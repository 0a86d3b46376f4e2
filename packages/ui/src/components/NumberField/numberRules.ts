/** The limits a number field refuses a value outside of, rather than changing it. */
export interface NumberLimits {
  minValue?: number;
  maxValue?: number;
  /** The value is a whole number of steps from `minValue` (else from 0): 1 for a count. */
  step?: number;
}

/** How a figure is written in a message: as typed, in the page's language (1,000, 0.5). */
const written = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 10 });

/**
 * Why `value` is refused, as a sentence naming the field, or null when it is within `limits`. A
 * number field says this at the field and keeps what was typed: it never moves the value to
 * the nearest allowed one (−5 is not 5, 1.5 is not 2, 0 is not 1, 9 of 5 is not 5). An empty
 * field (NaN) is the required rule's to judge. `write` writes a limit as the field shows figures
 * ($5,000.00, 15 %).
 */
export function numberProblem(
  value: number,
  limits: NumberLimits,
  name: string,
  write: (figure: number) => string = written,
): string | null {
  if (Number.isNaN(value)) return null;
  const { minValue, maxValue, step } = limits;
  if (minValue !== undefined && value < minValue) {
    return `${name} must be at least ${write(minValue)}.`;
  }
  if (maxValue !== undefined && value > maxValue) {
    return `${name} must not be greater than ${write(maxValue)}.`;
  }
  if (step !== undefined && step > 0) {
    const steps = (value - (minValue ?? 0)) / step;
    // Within a millionth of a step: 0.1 + 0.2 is three steps of 0.1.
    if (Math.abs(steps - Math.round(steps)) > 1e-6) {
      return step === 1
        ? `${name} must be a whole number.`
        : `${name} must be a multiple of ${written(step)}.`;
    }
  }
  return null;
}
