/**
 * Removes the banners earlier demo seeds wrote that promised rewards nobody paid (a first-deposit bonus,
 * a Thursday cashback, a bonus per invited friend), matched by their exact title and subtitle so an
 * operator's own banner is never touched. If the lobby is left without banners, the demo seed writes
 * the current ones (content/demo-boards.ts) at the next start.
 */
import type { Kysely, Migration } from 'kysely';

const unpaidDemoBoards = [
  { title: 'Bonus Deposit Pertama 50%', subtitle: 'Hingga Rp 500.000 untuk member baru' },
  { title: 'Cashback Kamis', subtitle: 'Kerugian slot kembali setiap Kamis 16.00' },
  { title: 'Ajak Teman, Dapat Bonus', subtitle: 'Rp 50.000 untuk setiap teman yang deposit' },
];

export function unpaidBannersMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const boards = db as Kysely<{ boards: { title: string; subtitle: string } }>;
      let removed = 0n;
      for (const b of unpaidDemoBoards) {
        const result = await boards.deleteFrom('boards').where('title', '=', b.title).where('subtitle', '=', b.subtitle).executeTakeFirst();
        removed += BigInt(result.numDeletedRows);
      }
      // The untouched demo set: its fourth banner goes too, so the next start seeds the whole new set.
      if (removed === BigInt(unpaidDemoBoards.length)) {
        await boards
          .deleteFrom('boards')
          .where('title', '=', 'Wingo 30 Detik')
          .where('subtitle', '=', 'Tebak warna, menang hingga 9,5x')
          .execute();
      }
    },
    async down() {
      // Nothing to restore: the removed banners advertised rewards the server does not pay.
    },
  };
}
