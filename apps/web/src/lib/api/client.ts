/**
 * REST client of SPEC §7 / DESIGN "HTTP API": same origin, `{code, msg, data}` envelope, the session
 * in the httpOnly cookie the browser sends by itself (no token in script reach), X-Client-Id, a random `request_id` query parameter, 10 s timeout, no retry, slow and
 * timed-out requests logged. Failures are reported once (report-error.ts) and rethrown as ApiError.
 */
import { displayErrorText } from '@kasino/shared/errors/catalogue';
import { CLIENT_VERSION } from '@kasino/shared/ids';
import type { Envelope } from '@kasino/shared/protocol/rest';
import type { AnswerOf, BodyOf, ParamsOf, QueryOf, RestKey } from '@kasino/shared/protocol/rest-calls';
import { getClientId, newRequestId } from '../random-id.ts';
import { ApiError } from './api-error.ts';
import { reportApiError } from './report-error.ts';
import { readTurn, untilTakenOver } from './read-gate.ts';

export const REQUEST_TIMEOUT_MS = 10_000;
export const SLOW_REQUEST_MS = 1_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Abort from the caller (TanStack Query passes one); an aborted call is not reported. */
  signal?: AbortSignal;
  /** No toasts for this call (it has a visible fallback); auth failures are still handled. */
  quiet?: boolean;
  /** Money-moving calls send one (DESIGN "Ledger"). */
  idempotencyKey?: string;
}

/** Request log event of SPEC §3: requestId, path, method, status, duration, error code. */
interface RequestLog {
  requestId: string;
  path: string;
  method: HttpMethod;
  status: number;
  durationMs: number;
  code?: number;
}

/** How a request reaches the server: the browser's fetch, or the server's own renderer answering in process. */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

const browserFetch: Transport = (url, init) => fetch(url, init);
let transport = browserFetch;
let reporting = true;

/**
 * For the server's renderer (render-page.tsx): a member's page drawn with their data has its reads
 * answered by the server itself, and a failure there is nobody's to see (the page is drawn without
 * that part, and the browser asks again). Null puts the browser's fetch back.
 */
export function answerReadsWith(read: Transport | null): void {
  transport = read ?? browserFetch;
  reporting = read === null;
}

function buildUrl(path: string, query: RequestOptions['query'], requestId: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  params.set('request_id', requestId);
  return `${path}?${params.toString()}`;
}

function buildHeaders(options: RequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json', 'X-Client-Id': getClientId(), 'X-Client-Version': CLIENT_VERSION });
  // A FormData body (file upload) sets its own multipart type with the boundary.
  if (options.body !== undefined && !(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  return headers;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';
}

/** Performs one call and returns `data`; throws ApiError (already reported) on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  // A key of the REST table (`apiCall`): its method, then its path with the params filled in.
  const [head, rest] = path.split(' ');
  if (rest) {
    method = head as HttpMethod;
    path = rest.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent((options as { params: Record<string, string> }).params[name]!));
  }
  if (method !== 'GET') return send<T>(path, method, options);
  // A read: sent in a task of its own, its answer handed over once the markup is taken over (read-gate.ts).
  await readTurn();
  const answer = send<T>(path, method, options);
  await answer.then(untilTakenOver, untilTakenOver);
  return answer;
}

async function send<T>(path: string, method: HttpMethod, options: RequestOptions): Promise<T> {
  const requestId = newRequestId();
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const onCallerAbort = () => timeout.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const started = performance.now();
  const log: RequestLog = { requestId, path, method, status: 0, durationMs: 0 };

  try {
    let response: Response;
    try {
      response = await transport(buildUrl(path, options.query, requestId), {
        method,
        headers: buildHeaders(options),
        body: options.body === undefined ? undefined : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
        credentials: 'same-origin',
        signal: timeout.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause; // the caller gave up; nothing to report
      const timedOut = timeout.signal.aborted;
      log.durationMs = Math.round(performance.now() - started);
      if (timedOut) console.warn('[api] request timed out', log);
      throw fail(new ApiError(0, '', timedOut ? 'timeout' : 'network'), options);
    }

    log.status = response.status;
    const payload: unknown = await response.json().catch(() => null);
    log.durationMs = Math.round(performance.now() - started);
    if (log.durationMs > SLOW_REQUEST_MS) console.warn('[api] slow request', log);

    if (!isEnvelope(payload)) {
      // A proxy page or an empty body: the service is not reachable as an API.
      throw fail(new ApiError(0, '', 'network', response.status), options);
    }
    if (payload.code === 200 && response.ok) return (payload as { data: T }).data;
    const failure = payload as { code: number; msg?: string; field?: string };
    log.code = failure.code;
    throw fail(new ApiError(failure.code, displayErrorText(failure.code, failure.msg), 'service', response.status, failure.field), options);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** Reports the failure once, unless the caller already gave up on the call (its outcome no longer matters). */
function fail(error: ApiError, options: RequestOptions): ApiError {
  if (reporting && !options.signal?.aborted) reportApiError(error, { quiet: options.quiet ?? false });
  return error;
}

type Needs<K extends RestKey> = (ParamsOf<K> extends undefined ? { params?: undefined } : { params: ParamsOf<K> }) &
  (BodyOf<K> extends undefined ? { body?: undefined } : { body: BodyOf<K> }) &
  (QueryOf<K> extends undefined ? { query?: undefined } : { query?: QueryOf<K> });

export type CallOptions<K extends RestKey> = Omit<RequestOptions, 'method' | 'body' | 'query'> & Needs<K>;

/**
 * One call of the shared REST table by its key (`'POST /main/promo/claim'`): the key gives method and
 * path, the row the shape of params, query and body, and the answer's type. A key that is not a row,
 * or options of another shape, do not compile.
 */
export const apiCall = apiRequest as <K extends RestKey>(
  key: K,
  ...[options]: Record<never, never> extends Needs<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>]
) => Promise<AnswerOf<K>>;
