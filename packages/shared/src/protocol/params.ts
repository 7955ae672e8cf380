/**
 * Integer parameters of the REST API (query strings, path segments, and integer form fields): one
 * schema for all of them, always bounded on both sides.
 *
 * Why not a plain `Type.Integer({ minimum, maximum })`: Fastify's AJV coerces query and path strings
 * to numbers, and `"1e309"` or `"Infinity"` coerce to `Infinity`. AJV's range keywords only judge
 * finite numbers, so `Infinity` passed a schema with `maximum: 50` and reached SQL (a 500). The
 * inner `allOf` re-checks the already coerced value as an integer, which a non-finite number is not,
 * so the request is refused with code 3 naming the parameter. The bounds keep every accepted value
 * a safe integer that both storage engines bind (no 1e20 ids).
 */
import { Type, type TInteger } from 'typebox';

/** The largest id or bound any parameter may carry: exact in a JS number and within int64. */
export const MAX_PARAM_INT = Number.MAX_SAFE_INTEGER;

/** An integer parameter in [minimum, maximum]; refuses 1e309, Infinity, NaN, 1.5, abc with code 3. */
export const IntParam = (minimum: number, maximum: number, options: { description?: string } = {}): TInteger =>
  Type.Integer({ minimum, maximum, allOf: [{ type: 'integer' }], ...options });

/** A row id in a path (`/main/user/sessions/:id`, `/main/pay/bank/:id`). */
export const IdParam = (): TInteger => IntParam(1, MAX_PARAM_INT);

/** `page` of a listing: 1-based, at most 10 000 pages. */
export const PageParam = (): TInteger => IntParam(1, 10_000);

/** `count` of a listing: 1..max rows per page. */
export const CountParam = (max: number): TInteger => IntParam(1, max);

/** An epoch-millisecond bound of a time filter (`start`, `end`). */
export const EpochMsParam = (): TInteger => IntParam(0, MAX_PARAM_INT);
