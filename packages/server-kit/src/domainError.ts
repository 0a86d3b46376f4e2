/**
 * The refusal a domain's hook throws when the business says no: the server answers it as 409
 * `{message}` (the record is not in a state for it) or 422 `{message, errors}` (the input breaks
 * a rule only the domain knows), and the save's transaction is rolled back.
 */
import { type FieldErrors, summariseErrors } from '@backoffice/contract';

export class DomainError extends Error {
  /** 403 for a user the record is not theirs to act on, 409 for its state, 422 for fields. */
  readonly status: 403 | 409 | 422;
  /** The field errors of a 422, keyed in dot notation (`lines.0.quantity`); null for a 409. */
  readonly errors: FieldErrors | null;

  private constructor(message: string, status: 403 | 409 | 422, errors: FieldErrors | null) {
    super(message);
    this.name = 'DomainError';
    this.status = status;
    this.errors = errors;
  }

  /** 409 with a sentence: 'A sale with refunds cannot be voided.' */
  static conflict(message: string): DomainError {
    return new DomainError(message, 409, null);
  }

  /** 403 with a sentence: 'This order is assigned to another driver.' */
  static forbidden(message: string): DomainError {
    return new DomainError(message, 403, null);
  }

  /** 422 with Laravel's body: the first message (and how many more) and every field's list. */
  static invalid(errors: FieldErrors): DomainError {
    return new DomainError(summariseErrors(errors), 422, errors);
  }

  /** 422 for one field: `DomainError.field('lines.0.quantity', 'The quantity may not be …')`. */
  static field(key: string, message: string): DomainError {
    return DomainError.invalid({ [key]: [message] });
  }
}

/** Whether a thrown value is a domain's refusal. */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
