/** How a row of the REST table is written (rest-calls.ts): its schemas and its answer's type. */
import { Type, type TSchema } from 'typebox';
import { CountParam, IdParam, PageParam } from '../params.ts';

export interface CallSchemas {
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
}

/** A row: its schemas, and its answer's type carried by a function type (nothing runs it). */
export type RestCall<S extends CallSchemas, A> = S & { readonly answer: (answer: A) => void };

const answerMark = (): void => undefined;
/** `restCall<Answer>()({ body: Body })`: a row answering `Answer`. */
export const restCall =
  <A>() =>
  <S extends CallSchemas = Record<never, never>>(schemas?: S): RestCall<S, A> =>
    ({ ...(schemas ?? ({} as S)), answer: answerMark }) as RestCall<S, A>;

/** A page of a list, as the paged calls answer it. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  count: number;
}

/** `?page&count`, open to extra keys: the web client adds `request_id` to every query. */
export const PageQuery = (maxCount = 50) => Type.Object({ page: Type.Optional(PageParam()), count: Type.Optional(CountParam(maxCount)) });
export const IdBody = Type.Object({ id: IdParam() }, { additionalProperties: false });
export const IdParams = Type.Object({ id: IdParam() });
