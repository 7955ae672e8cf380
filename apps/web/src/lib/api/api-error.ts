/** The one error type every REST call rejects with. */

/** service: the server answered with a SPEC §8 code; network/timeout: no usable answer. */
export type ApiErrorKind = 'service' | 'network' | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** SPEC §8 code (0 when the failure carries none). */
    readonly code: number,
    /** Indonesian text, already passed through displayErrorText. */
    message: string,
    readonly kind: ApiErrorKind = 'service',
    /** HTTP status, 0 when no response arrived. */
    readonly status = 0,
    /** The input the server blamed (code 3 and form errors). */
    readonly field?: string,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
