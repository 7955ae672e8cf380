/**
 * Site config and content boards in the database.
 */
import type { Kysely } from 'kysely';
import { num } from '../../platform/db/database.ts';
import type { Database } from '../../platform/db/schema.ts';
import { defaultBoards, defaultSiteConfig } from './site-config.ts';

export interface BoardView {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  color: string;
}

export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async configValue(key: string): Promise<unknown | undefined> {
    const row = await this.db.selectFrom('site_config').select('value').where('key', '=', key).executeTakeFirst();
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  }

  async allConfig(): Promise<Record<string, unknown>> {
    const rows = await this.db.selectFrom('site_config').select(['key', 'value']).execute();
    return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
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
    return rows.map((r) => ({ id: num(r.id), title: r.title, subtitle: r.subtitle, image: r.image, link: r.link, color: r.color }));
  }

  /** Seeds demo content on an empty database: missing config keys are added, boards only when none exist. */
  async seedDemo(now: number): Promise<{ configKeys: number; boards: number }> {
    return this.db.transaction().execute(async (trx) => {
      const existing = new Set((await trx.selectFrom('site_config').select('key').execute()).map((r) => r.key));
      const missing = Object.entries(defaultSiteConfig).filter(([key]) => !existing.has(key));
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
