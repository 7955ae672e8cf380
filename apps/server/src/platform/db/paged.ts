/**
 * Paged lists: a page of a query's rows beside the number of rows it has in all, the `{ rows, total }`
 * every list endpoint answers with. Page numbers start at 1.
 */
import type { SelectQueryBuilder } from 'kysely';

/** One page of rows and how many rows the whole list has. */
export interface Page<Row> {
  readonly rows: Row[];
  readonly total: number;
}

/** The rows of page `page` of `count` rows: the query's own ordering decides which rows those are. */
export const pageOf = <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, page: number, count: number) =>
  query.limit(count).offset((page - 1) * count);

/**
 * Runs one page of `query` (its selection and ORDER BY given, no LIMIT or OFFSET) and, at the same time,
 * the count of every row it selects. The count is `counted` without its selection and ordering, which by
 * default is `query` itself; a list whose page joins tables only for their columns passes its filtered
 * base instead, so the count reads that table alone. Not for grouped or DISTINCT queries, whose rows a
 * plain count(*) does not count.
 */
export async function paged<DB, TB extends keyof DB, O, CDB = DB, CTB extends keyof CDB = keyof CDB>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: number,
  count: number,
  counted?: SelectQueryBuilder<CDB, CTB, unknown>,
): Promise<Page<O>> {
  const [rows, total] = await Promise.all([pageOf(query, page, count).execute(), counted ? countOf(counted) : countOf(query)]);
  return { rows, total };
}

/** count(*) over the rows of `query`, whatever it selects and however it orders them. */
async function countOf<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, unknown>): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select((eb) => eb.fn.countAll().as('n'))
    // The selection of a builder over an unknown table is not spelled out by the compiler; it is this one column.
    .$castTo<{ n: bigint | number | string }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
