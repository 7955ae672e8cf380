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
import { AppError } from '../../../platform/http/app-error.ts';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import type { SiteSettings } from '../../content/site-settings.service.ts';
import { settingAmount } from '../../wallet/wallet-config.ts';
import type { GrantsService } from '../grants.service.ts';
import type { PromoConfig } from '../promo-config.ts';
import { DAY_MS } from '../promo.rules.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';
import type { NewcomerRepository } from './newcomer.repository.ts';

const taskName: Record<NewcomerTask, string> = {
  bind_email: 'Hubungkan email',
  first_deposit: 'Deposit pertama',
  first_bet: 'Taruhan pertama di game Kasino',
  enable_2fa: 'Aktifkan 2FA',
  deposit_limit: 'Atur batas deposit',
};

export class NewcomerService {
  constructor(
    private readonly repo: NewcomerRepository,
    private readonly promos: PromotionsRepository,
    private readonly settings: SiteSettings,
    private readonly config: PromoConfig,
    private readonly grants: GrantsService,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  async view(userId: number): Promise<NewcomerView> {
    const terms = await this.settings.get('newcomer_mission');
    const deadline = (await this.repo.registeredAt(userId)) + terms.days * DAY_MS;
    const done = await this.repo.doneTasks(userId);
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
      if (this.now() >= (await this.repo.registeredAt(userId, tx)) + terms.days * DAY_MS)
        throw new AppError(1028, 'Misi pemain baru sudah berakhir');
      const periodKey = `newcomer:v${terms.version}:${task}`;
      if (await this.promos.hasGrant(tx, userId, 'newcomer', periodKey)) throw new AppError(1052, 'Hadiah tugas ini sudah diklaim');
      if (!(await this.repo.doneTasks(userId, tx))[task]) throw new AppError(4002, `Tugas "${taskName[task]}" belum selesai`);
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
        if (await this.promos.hasGrant(tx, userId, 'newcomer', periodKey)) throw new AppError(1052, 'Hadiah tugas ini sudah diklaim');
        throw new AppError(20385, 'Hadiah misi tidak tersedia untuk akun ini');
      }
      return granted.id;
    });
    await this.grants.claimNowOrKeep(userId, grantId);
    return this.view(userId);
  }
}
