/**
 * Site config rows and content boards in the database. The rows hold JSON as stored; what a key
 * means, and its default, is `site-settings.ts` (read through `SiteSettings`).
 */
import type { Kysely, Selectable } from 'kysely';
import { num } from '../../platform/db/database.ts';
import type { BoardsTable, Database } from '../../platform/db/schema.ts';
import { defaultBoards } from './demo-boards.ts';
import { siteSettings } from './site-settings.ts';

export interface BoardView {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  color: string;
}

/** What an operator writes for a board. */
export interface BoardInput {
  group: string;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  color: string;
  sort: number;
  active: boolean;
}

const boardView = (r: Selectable<BoardsTable>): BoardView => ({
  id: num(r.id),
  title: r.title,
  subtitle: r.subtitle,
  image: r.image,
  link: r.link,
  color: r.color,
});

const boardRow = (b: BoardInput) => ({
  title: b.title,
  subtitle: b.subtitle,
  image: b.image,
  link: b.link,
  color: b.color,
  sort: b.sort,
  active: b.active ? 1 : 0,
});

export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The stored JSON text of one key, undefined when the row is missing. */
  async configText(key: string, on: Kysely<Database> = this.db): Promise<string | undefined> {
    const row = await on.selectFrom('site_config').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value;
  }

  /** Every stored key with its JSON text. */
  async configTexts(): Promise<Map<string, string>> {
    const rows = await this.db.selectFrom('site_config').select(['key', 'value']).execute();
    return new Map(rows.map((r) => [r.key, r.value]));
  }

  /** Writes one key (insert or replace). */
  async saveConfig(key: string, json: string, now: number): Promise<void> {
    await this.db
      .insertInto('site_config')
      .values({ key, value: json, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
      .execute();
  }

  /** Every board of a group, inactive ones too (the operator's list). */
  async allBoards(group: string): Promise<Array<BoardView & { sort: number; active: boolean }>> {
    const rows = await this.db.selectFrom('boards').selectAll().where('group_name', '=', group).orderBy('sort').limit(200).execute();
    return rows.map((r) => ({ ...boardView(r), sort: num(r.sort), active: num(r.active) === 1 }));
  }

  async createBoard(board: BoardInput): Promise<number> {
    const row = await this.db
      .insertInto('boards')
      .values({ ...boardRow(board), group_name: board.group })
      .returning('id')
      .executeTakeFirstOrThrow();
    return num(row.id);
  }

  /** False when no board has this id. */
  async updateBoard(id: number, board: BoardInput): Promise<boolean> {
    const result = await this.db
      .updateTable('boards')
      .set({ ...boardRow(board), group_name: board.group })
      .where('id', '=', BigInt(id))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async deleteBoard(id: number): Promise<boolean> {
    const result = await this.db.deleteFrom('boards').where('id', '=', BigInt(id)).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async boards(group: string): Promise<BoardView[]> {
    const rows = await this.db
      .selectFrom('boards')
      .selectAll()
      .where('group_name', '=', group)
      .where('active', '=', 1n)
      .orderBy('sort')
      .limit(50)
      .execute();
    return rows.map(boardView);
  }

  /** Seeds demo content on an empty database: missing config keys get their defaults, boards only when none exist. */
  async seedDemo(now: number): Promise<{ configKeys: number; boards: number }> {
    return this.db.transaction().execute(async (trx) => {
      const existing = new Set((await trx.selectFrom('site_config').select('key').execute()).map((r) => r.key));
      const missing = Object.entries(siteSettings)
        .filter(([key]) => !existing.has(key))
        .map(([key, setting]) => [key, setting.default] as const);
      if (missing.length) {
        await trx
          .insertInto('site_config')
          .values(missing.map(([key, value]) => ({ key, value: JSON.stringify(value), updated_at: now })))
          .execute();
      }
      const boardCount = await trx
        .selectFrom('boards')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      let boards = 0;
      if (num(boardCount.n as bigint) === 0) {
        await trx
          .insertInto('boards')
          .values(defaultBoards.map((b) => ({ ...b, image: '', active: 1 })))
          .execute();
        boards = defaultBoards.length;
      }
      return { configKeys: missing.length, boards };
    });
  }
}
