/**
 * The newcomer mission (PROMOTIONS.md): for `days` after registration a player may claim a reward per
 * task done — bind an email, a first deposit, a first in-house bet, turn on 2FA, set a deposit limit
 * (the last two are also the account's safety, which is the point). Each task pays once per person
 * (grant key `newcomer:v{version}:{task}`; another account of the same person gets nothing); a task not
 * done is refused with 4002, a claim after the deadline with 1028. Whether a task is done is read from
 * the account itself, so nothing here can be faked by a request.
 */
import { formatIdr, toWireAmount } from '@kasino/shared/money';
import { newcomerTasks, type NewcomerTask, type NewcomerView } from '@kasino/shared/protocol/promo';
import { sql, type Kysely } from 'kysely';
import { AppError } from '../../platform/http/app-error.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { UnitRunner } from '../../platform/db/unit-of-work.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import { settingAmount } from '../wallet/wallet-config.ts';
import type { GrantsService } from './grants.service.ts';
import type { PromoConfig } from './promo-config.ts';
import { DAY_MS } from './promo.rules.ts';
import type { PromotionsRepository } from './promotions.repository.ts';

const taskName: Record<NewcomerTask, string> = {
  bind_email: 'Hubungkan email',
  first_deposit: 'Deposit pertama',
  first_bet: 'Taruhan pertama di game Kasino',
  enable_2fa: 'Aktifkan 2FA',
  deposit_limit: 'Atur batas deposit',
};

const exists = (rows: unknown[]): boolean => rows.length > 0;

/** Which tasks the account has done, read from its own tables. */
async function doneTasks(db: Kysely<Database>, userId: number): Promise<Record<NewcomerTask, boolean>> {
  const id = BigInt(userId);
  const [user, deposit, bet, roundBet, mfa, limit] = await Promise.all([
    db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst(),
    db.selectFrom('deposit_orders').select('id').where('user_id', '=', id).where('status', '=', 'paid').limit(1).execute(),
    db.selectFrom('bets').select('id').where('user_id', '=', id).where('status', '=', 'settled').limit(1).execute(),
    db.selectFrom('round_bets').select('id').where('user_id', '=', id).where('status', '=', 'settled').limit(1).execute(),
    db.selectFrom('user_mfa').select('user_id').where('user_id', '=', id).where('enabled_at', 'is not', null).limit(1).execute(),
    db
      .selectFrom('player_limits')
      .select('user_id')
      .where('user_id', '=', id)
      .where('kind', '=', 'deposit')
      .where(sql<boolean>`amount is not null`)
      .limit(1)
      .execute(),
  ]);
  return {
    bind_email: Boolean(user?.email),
    first_deposit: exists(deposit),
    first_bet: exists(bet) || exists(roundBet),
    enable_2fa: exists(mfa),
    deposit_limit: exists(limit),
  };
}

export class NewcomerService {
  constructor(
    private readonly repo: PromotionsRepository,
    private readonly settings: SiteSettings,
    private readonly config: PromoConfig,
    private readonly grants: GrantsService,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  async view(userId: number): Promise<NewcomerView> {
    const terms = await this.settings.get('newcomer_mission');
    const user = await this.repo.db.selectFrom('users').select('created_at').where('id', '=', BigInt(userId)).executeTakeFirstOrThrow();
    const deadline = Number(user.created_at) + terms.days * DAY_MS;
    const done = await doneTasks(this.repo.db, userId);
    const grants = (await this.grants.list(userId)).filter((g) => g.promotion === 'newcomer');
    let claimable = 0n;
    let total = 0n;
    const open = this.now() < deadline;
    const tasks = newcomerTasks.map((key) => {
      const reward = settingAmount(terms.rewards[key]);
      const grant = grants.find((g) => g.periodKey === `newcomer:v${terms.version}:${key}`) ?? null;
      total += reward;
      if (open && done[key] && !grant) claimable += reward;
      return { key, reward: toWireAmount(reward), done: done[key], grant };
    });
    return {
      enabled: (await this.config.control('newcomer')).enabled,
      deadline,
      open,
      version: terms.version,
      wageringMultiple: terms.turnover,
      tasks,
      claimable: toWireAmount(claimable),
      total: toWireAmount(total),
    };
  }

  async claim(userId: number, task: NewcomerTask): Promise<NewcomerView> {
    const grantId = await this.units.run(async (tx) => {
      const terms = await this.settings.get('newcomer_mission', tx);
      const user = await tx.selectFrom('users').select('created_at').where('id', '=', BigInt(userId)).executeTakeFirstOrThrow();
      if (this.now() >= Number(user.created_at) + terms.days * DAY_MS) throw new AppError(1028, 'Misi pemain baru sudah berakhir');
      const periodKey = `newcomer:v${terms.version}:${task}`;
      if (await this.repo.hasGrant(tx, userId, 'newcomer', periodKey)) throw new AppError(1052, 'Hadiah tugas ini sudah diklaim');
      if (!(await doneTasks(tx, userId))[task]) throw new AppError(4002, `Tugas "${taskName[task]}" belum selesai`);
      const reward = settingAmount(terms.rewards[task]);
      const granted = await this.grants.offer(tx, {
        userId,
        promotion: 'newcomer',
        periodKey,
        amount: reward,
        currency: 'IDR',
        wageringMultiple: terms.turnover,
        formula: `Misi pemain baru: ${taskName[task]} ${formatIdr(reward)}`,
        inputs: { task, version: String(terms.version) },
      });
      if (!granted) {
        if (await this.repo.hasGrant(tx, userId, 'newcomer', periodKey)) throw new AppError(1052, 'Hadiah tugas ini sudah diklaim');
        throw new AppError(20385, 'Hadiah misi tidak tersedia untuk akun ini');
      }
      return granted.id;
    });
    await this.grants.claimNowOrKeep(userId, grantId);
    return this.view(userId);
  }
}
