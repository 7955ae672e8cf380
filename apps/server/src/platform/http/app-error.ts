/**
 * AppError carries a SPEC §8 catalogue code from anywhere in the server to the REST and websocket
 * envelopes. The message is the catalogue's Indonesian text unless a more precise one is given.
 */
import { errorEntry, type ErrorCode } from '@kasino/shared/errors/catalogue';

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode | number,
    message?: string,
    readonly field?: string,
    /** Extra facts the client shows with the failure (e.g. when a withdrawal hold ends). */
    readonly data?: unknown,
  ) {
    super(message ?? errorEntry(code).text);
    this.name = 'AppError';
  }

  /** The HTTP status the catalogue assigns to this code. */
  get httpStatus(): number {
    return errorEntry(this.code).http;
  }

  /** A parameter error (code 3) naming the field that was wrong. */
  static invalid(field: string, detail?: string): AppError {
    return new AppError(3, `${errorEntry(3).text}: ${field}${detail ? ` (${detail})` : ''}`, field);
  }
}

/** The failure envelope for an error code. */
export function failure(code: number, msg?: string, field?: string): { code: number; msg: string; field?: string; data?: unknown } {
  return field ? { code, msg: msg ?? errorEntry(code).text, field } : { code, msg: msg ?? errorEntry(code).text };
}
