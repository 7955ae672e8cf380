/**
 * The agency programme (SPEC §6 `spa*`, `spammer*`; PROMOTIONS.md "Agency programme"): a player
 * applies under the marketing terms, staff approve or reject; an approved agent sees its members, a
 * performance report per WIB period and weekly tasks about bringing active players, whose rewards are
 * grants `agency_task` `week:{monday}:{task}` (once per week and task). Spam reports: one per reporter
 * and reported player; `suspendAt` open reports from different players suspend the reported player
 * (an agent, or any referrer) at once, stopping its rebates, bonuses and task rewards until staff
 * reinstate it (the reports dismissed) or uphold the suspension.
 */
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, parseAmount, toWireAmount } from '@kasino/shared/money';
import type {
  AgencyApply,
  AgencyApplication,
  AgencyPeriodStats,
  AgencyReport,
  AgencyState,
  AgencyTask,
  ReportPeriod,
  SpamReport,
} from '@kasino/shared/protocol/referral';
import type { ClaimResult } from '@kasino/shared/protocol/promo';
import { maskPhone } from '@kasino/shared/validation';
import { AppError } from '../../platform/http/app-error.ts';
import { plainText } from '../../platform/rich-text.ts';
import type { UnitRunner } from '../../platform/db/unit-of-work.ts';
import type { SiteSettings } from '../content/site-settings.service.ts';
import type { MailSender } from '../inbox/mail-sender.ts';
import type { GrantsService } from '../promotions/grants.service.ts';
import { periodBounds, wibDay } from '../protection/periods.ts';
import type { AgencyRepository, AgentRow } from './agency.repository.ts';
import type { ReferralRepository } from './referral.repository.ts';
import type { ReferralRules } from './referral.rules.ts';

/** The marketing terms an applicant accepts (shown before applying). */
export const AGENCY_TERMS = [
  'Promosikan hanya kepada orang dewasa (18+) di wilayah tempat Kasino berizin.',
  'Dilarang mengirim pesan tanpa diminta (spam): SMS, WhatsApp, email atau DM massal, komentar berulang.',
  'Jangan menjanjikan kemenangan atau menyebut judi sebagai cara mendapatkan uang.',
  'Jangan membuat akun untuk diri sendiri atau orang terkait untuk mendapatkan rabat atau bonus.',
  'Laporan spam dari beberapa pemain menangguhkan akun agen sampai ditinjau staf; rabat dan hadiah berhenti selama itu.',
];

export type AgencyDecision = 'approve' | 'reject' | 'suspend' | 'reinstate';

const toApplication = (a: AgentRow): AgencyApplication => ({
  status: a.status,
  channel: a.channel,
  audience: a.audience,
  contact: a.contact,
  plan: a.plan,
  appliedAt: a.appliedAt,
  decidedAt: a.decidedAt,
  note: a.note,
});

export class AgencyService {
  constructor(
    private readonly repo: AgencyRepository,
    private readonly referrals: ReferralRepository,
    private readonly rules: () => Promise<ReferralRules>,
    private readonly settings: SiteSettings,
    private readonly grants: GrantsService,
    private readonly mails: MailSender,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  async state(userId: number): Promise<AgencyState> {
    const [agent, open, terms] = await Promise.all([this.repo.agent(userId), this.repo.openReports(userId), this.settings.get('agency')]);
    return {
      application: agent ? toApplication(agent) : null,
      terms: AGENCY_TERMS,
      openReports: open,
      suspendAt: terms.suspendAt,
    };
  }

  async apply(userId: number, body: AgencyApply): Promise<AgencyState> {
    if (!body.acceptTerms) throw AppError.invalid('acceptTerms', 'setujui ketentuan pemasaran');
    if (!(await this.settings.get('agency')).enabled) throw new AppError(1028, 'Program agen sedang ditutup');
    await this.units.run(async (tx) => {
      const fields = { channel: body.channel.trim(), audience: body.audience.trim(), contact: body.contact.trim(), plan: body.plan.trim() };
      if (!(await this.repo.apply(tx, { userId, ...fields, appliedAt: this.now() })))
        throw new AppError(4002, 'Lamaran agen Anda sudah ada: tunggu keputusan staf');
    });
    return this.state(userId);
  }

  /** The approved agent, or why not (4002). */
  async assertAgent(userId: number): Promise<AgentRow> {
    const agent = await this.repo.agent(userId);
    if (agent?.status === 'approved') return agent;
    if (agent?.status === 'suspended') throw new AppError(4002, `Akun agen ditangguhkan: ${agent.note ?? 'laporan spam'}`);
    throw new AppError(4002, agent?.status === 'pending' ? 'Lamaran agen Anda masih ditinjau' : 'Khusus agen yang sudah disetujui');
  }

  async report(userId: number, period: ReportPeriod): Promise<AgencyReport> {
    await this.assertAgent(userId);
    const current = periodBounds(period, this.now());
    const previous = periodBounds(period, current.start - 1);
    return {
      period,
      current: await this.stats(userId, current.start, Math.min(current.end, this.now() + 1)),
      previous: await this.stats(userId, previous.start, previous.end),
    };
  }

  private async stats(agentId: number, from: number, to: number): Promise<AgencyPeriodStats> {
    const rules = await this.rules();
    const fromDay = wibDay(from);
    const toDay = wibDay(to - 1);
    const [newMembers, firstDeposits, active, revenue, rebates] = await Promise.all([
      this.repo.newMembers(agentId, from, to),
      this.repo.firstDeposits(agentId, from, to),
      this.referrals.activeCounts(agentId, fromDay, toDay, rules.activeWager, DEFAULT_CURRENCY),
      this.repo.downlineRevenue(agentId, fromDay, toDay, DEFAULT_CURRENCY),
      this.repo.rebates(agentId, fromDay, toDay),
    ]);
    return {
      from,
      to,
      newMembers,
      firstDeposits,
      activeMembers: active.find((a) => a.tier === 1)?.count ?? 0,
      revenue: toWireAmount(revenue),
      rebates: toWireAmount(rebates),
    };
  }

  async tasks(userId: number): Promise<AgencyTask[]> {
    await this.assertAgent(userId);
    return this.tasksOf(userId);
  }

  private async tasksOf(userId: number): Promise<AgencyTask[]> {
    const [terms, rules] = await Promise.all([this.settings.get('agency'), this.rules()]);
    const week = periodBounds('week', this.now());
    const weekKey = wibDay(week.start);
    const grants = await this.grants.listOf(userId, 'agency_task', 50);
    const tasks: AgencyTask[] = [];
    for (const task of terms.tasks) {
      const progress =
        task.kind === 'new_active'
          ? await this.repo.newActive(userId, week.start, week.end, weekKey, rules.activeWager, DEFAULT_CURRENCY)
          : await this.repo.firstDeposits(userId, week.start, week.end);
      const key = `week:${weekKey}:${task.id}`;
      tasks.push({ ...task, progress, week: weekKey, grant: grants.find((g) => g.periodKey === key) ?? null });
    }
    return tasks;
  }

  /** A met task's reward, once per week; 4002 before its target. */
  async claimTask(userId: number, taskId: string): Promise<{ claim: ClaimResult | null; pending: string | null; tasks: AgencyTask[] }> {
    await this.assertAgent(userId);
    const task = (await this.tasksOf(userId)).find((t) => t.id === taskId);
    if (!task) throw AppError.invalid('task');
    if (task.grant) throw new AppError(1052, 'Hadiah tugas ini sudah diberikan minggu ini');
    if (task.progress < task.target) throw new AppError(4002, `Tugas belum selesai: ${task.progress} dari ${task.target}`);
    const amount = parseAmount(task.reward) ?? 0n;
    const grantId = await this.units.run(async (tx) => {
      const granted = await this.grants.offer(tx, {
        userId,
        promotion: 'agency_task',
        periodKey: `week:${task.week}:${task.id}`,
        amount,
        currency: DEFAULT_CURRENCY,
        wageringMultiple: 0,
        formula: `Tugas agen minggu ${task.week}: ${task.progress}/${task.target} ${task.kind === 'new_active' ? 'anggota baru aktif' : 'deposit pertama'} = ${formatIdr(minor(amount))}`,
        inputs: { task: task.id, week: task.week, progress: String(task.progress), target: String(task.target) },
      });
      return granted?.id ?? null;
    });
    if (grantId === null) throw new AppError(1052, 'Hadiah tugas tidak bisa diberikan saat ini');
    const { claim, pending } = await this.grants.claimNowOrKeep(userId, grantId);
    return { claim, pending, tasks: await this.tasksOf(userId) };
  }

  /**
   * `spammer/report`: a player reports unsolicited messages carrying another player's code. Enough
   * reports from different players suspend the reported player at once, with a mail saying why.
   */
  async reportSpam(reporterId: number, inviteCode: string, detail: string): Promise<SpamReport[]> {
    const terms = await this.settings.get('agency');
    await this.units.run(async (tx) => {
      const agent = await this.referrals.userByCode(inviteCode.trim(), tx);
      if (!agent) throw new AppError(7003);
      const agentId = Number(agent.id);
      if (agentId === reporterId) throw new AppError(7011, 'Anda tidak bisa melaporkan kode Anda sendiri');
      if (!(await this.repo.report(tx, agentId, reporterId, detail.trim(), this.now())))
        throw new AppError(4002, 'Anda sudah melaporkan kode ini; staf sedang meninjaunya');
      const open = await this.repo.openReports(agentId, tx);
      const current = await this.repo.agent(agentId, tx);
      if (open >= terms.suspendAt && current?.status !== 'suspended') {
        const note = `Ditangguhkan otomatis: ${open} laporan spam dari pemain berbeda, menunggu tinjauan staf`;
        await this.repo.suspend(tx, agentId, note, this.now());
        await this.mails.sendOne(tx, agentId, {
          tag: 'system',
          title: 'Akun referensi Anda ditangguhkan',
          content: `<p>${note}.</p><p>Rabat, bonus undangan dan hadiah tugas berhenti sampai staf meninjau. Ketentuan kami melarang pesan tanpa diminta (spam).</p>`,
          showToast: null,
          displayMode: 1,
          metadataId: 'agency_suspended',
          sourceKey: `agency-suspend:${agentId}:${this.now()}`,
          ttlMs: 30 * 86_400_000,
        });
      }
    });
    return this.myReports(reporterId);
  }

  async myReports(reporterId: number): Promise<SpamReport[]> {
    return (await this.repo.reportsBy(reporterId)).map((r) => ({
      inviteCode: r.invite_code,
      phone: maskPhone(r.phone),
      detail: r.detail,
      createdAt: Number(r.created_at),
      status: r.status,
    }));
  }

  // -- staff

  async list(status: AgentRow['status'] | null): Promise<AgentRow[]> {
    return this.repo.agents(status);
  }

  /** A staff decision: approve (pending, rejected), reject (pending), suspend (approved), reinstate (suspended). */
  async decide(userId: number, decision: AgencyDecision, note: string | null): Promise<AgentRow> {
    await this.units.run(async (tx) => {
      const at = this.now();
      const moved =
        decision === 'approve'
          ? await this.repo.decide(tx, userId, ['pending', 'rejected'], 'approved', note, at)
          : decision === 'reject'
            ? await this.repo.decide(tx, userId, ['pending'], 'rejected', note, at)
            : decision === 'suspend'
              ? await this.repo.decide(tx, userId, ['approved', 'pending'], 'suspended', note ?? 'Ditangguhkan oleh staf', at)
              : await this.reinstate(tx, userId, note, at);
      if (!moved) throw new AppError(4002, 'Keputusan ini tidak berlaku untuk status agen saat ini');
      if (decision === 'suspend') await this.repo.closeReports(tx, userId, 'upheld');
      if (decision === 'reinstate') await this.repo.closeReports(tx, userId, 'dismissed');
      const titles: Record<AgencyDecision, string> = {
        approve: 'Lamaran agen Anda disetujui',
        reject: 'Lamaran agen Anda ditolak',
        suspend: 'Akun agen Anda ditangguhkan',
        reinstate: 'Akun referensi Anda dipulihkan',
      };
      await this.mails.sendOne(tx, userId, {
        tag: 'system',
        title: titles[decision],
        content: `<p>${titles[decision]}.</p>${note ? `<p>Catatan staf: ${plainText(note)}</p>` : ''}<p>Lihat <a href="/referral">Referensi</a>.</p>`,
        showToast: null,
        displayMode: 1,
        metadataId: `agency_${decision}`,
        sourceKey: `agency-${decision}:${userId}:${at}`,
        ttlMs: 30 * 86_400_000,
      });
    });
    const agent = await this.repo.agent(userId);
    if (!agent)
      return { userId, status: 'rejected', channel: '', audience: '', contact: '', plan: '', appliedAt: 0, decidedAt: null, note };
    return agent;
  }

  /** A suspended applicant is approved again; a referrer suspended without applying loses the bare row. */
  private async reinstate(
    tx: Parameters<AgencyRepository['suspend']>[0],
    userId: number,
    note: string | null,
    at: number,
  ): Promise<boolean> {
    const agent = await this.repo.agent(userId, tx);
    if (agent?.status !== 'suspended') return false;
    if (!agent.channel) {
      await this.repo.removeBare(tx, userId);
      return true;
    }
    return this.repo.decide(tx, userId, ['suspended'], 'approved', note, at);
  }
}
