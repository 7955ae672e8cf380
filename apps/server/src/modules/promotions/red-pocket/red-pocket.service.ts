/**
 * The red pocket (Angpao; PROMOTIONS.md, shared `redPocketSplit`): each WIB day's drops are made from
 * the setting when the day's first caller asks (a random seed, its hash shown at once, the split's terms
 * copied so a later change of the setting does not touch a made drop). The k-th player to open a drop
 * gets share k, as a grant claimed at once. Refusals: 1018 before it opens, 1028 closed, empty or the
 * promotion off, 1023 already opened or the day's limit reached, 4002 today's deposits short, 20385 a
 * player promotions are withheld from. The seed shows once the drop is empty or closed.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '@kasino/shared/fairness/primitives';
import { redPocketSplit } from '@kasino/shared/fairness/promo/red-pocket';
import { BetStream } from '@kasino/shared/fairness/stream';
import { maskName } from '@kasino/shared/games';
import { DEFAULT_CURRENCY } from '@kasino/shared/ids';
import { formatIdr, minor, rupiah, toWireAmount } from '@kasino/shared/money';
import type { RedPocketClaimView, RedPocketDrop, RedPocketOpenAnswer, RedPocketView } from '@kasino/shared/protocol/promo';
import type { Kysely } from 'kysely';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { UnitRunner } from '../../../platform/db/unit-of-work.ts';
import { siteSettings } from '../../content/site-settings.ts';
import type { SiteSettings } from '../../content/site-settings.service.ts';
import { periodBounds, wibDay } from '../../protection/periods.ts';
import { settingAmount } from '../../wallet/wallet-config.ts';
import type { Eligibility } from '../eligibility.ts';
import type { GrantsService } from '../grants.service.ts';
import type { PromoConfig } from '../promo-config.ts';
import type { PromotionsRepository } from '../promotions.repository.ts';
import type { DropRow, RedPocketRepository } from './red-pocket.repository.ts';

type Tx = Kysely<Database>;
const MINUTE = 60_000;
const defaults = siteSettings.promo_red_pocket_normal.default;

/** A lost race for a place: rolls the attempt back so it is retried against the new count. */
class RaceLost extends Error {}

export class RedPocketService {
  constructor(
    private readonly repo: RedPocketRepository,
    private readonly promos: PromotionsRepository,
    private readonly settings: SiteSettings,
    private readonly config: PromoConfig,
    private readonly grants: GrantsService,
    private readonly eligibility: Eligibility,
    private readonly units: UnitRunner,
    private readonly now: () => number,
  ) {}

  private async terms(on?: Tx) {
    const [s, control] = await Promise.all([this.settings.get('promo_red_pocket_normal', on), this.config.control('red_pocket', on)]);
    return {
      enabled: s.enabled && control.enabled,
      dailyLimit: s.dailyLimit,
      drops: s.drops ?? defaults.drops ?? [],
      depositToday: settingAmount(s.depositToday ?? defaults.depositToday ?? '0') as bigint,
      turnover: s.turnover ?? defaults.turnover ?? 0,
      min: s.minAmount,
      max: s.maxAmount,
    };
  }

  /** Today's drops, making the ones the setting lists and the day lacks. */
  private async today(): Promise<{ day: string; drops: DropRow[] }> {
    const day = wibDay(this.now());
    const terms = await this.terms();
    for (const d of terms.drops) {
      const opensAt = Date.parse(`${day}T${d.at}:00+07:00`);
      const seed = randomBytes(32).toString('hex');
      await this.repo.ensureDrop({
        drop_key: `${day} ${d.at}`,
        day,
        opens_at: opensAt,
        closes_at: opensAt + d.minutes * MINUTE,
        pot: Number(d.pot),
        shares: d.shares,
        min_share: Number(terms.min),
        max_share: Number(terms.max),
        seed,
        seed_hash: sha256Hex(seed),
        created_at: this.now(),
      });
    }
    return { day, drops: await this.repo.dropsOn(day) };
  }

  async view(userId: number | null): Promise<RedPocketView> {
    const [{ day, drops }, terms] = await Promise.all([this.today(), this.terms()]);
    const ids = drops.map((d) => BigInt(d.id));
    const [claimed, mine] = await Promise.all([
      this.repo.claimedOf(ids),
      userId === null ? new Map<bigint, bigint>() : this.repo.minesOf(userId, ids),
    ]);
    const now = this.now();
    let player: RedPocketView['player'] = null;
    if (userId !== null) {
      const { start, end } = periodBounds('day', now);
      const [deposited, opened] = await Promise.all([this.promos.depositedBetween(userId, start, end), this.repo.openedOn(userId, day)]);
      player = { deposited: toWireAmount(deposited), opened };
    }
    return {
      enabled: terms.enabled,
      today: day,
      dailyLimit: terms.dailyLimit,
      depositToday: toWireAmount(terms.depositToday),
      wageringMultiple: terms.turnover,
      drops: drops.map((d) => dropView(d, claimed.get(BigInt(d.id)) ?? 0, mine.get(BigInt(d.id)) ?? null, now)),
      player,
    };
  }

  async open(userId: number, dropId: number): Promise<RedPocketOpenAnswer> {
    let opened: { amount: bigint; seq: number; grantId: bigint | null } | null = null;
    for (let attempt = 0; attempt < 5 && !opened; attempt++) {
      try {
        opened = await this.units.run((tx) => this.openIn(tx, userId, dropId));
      } catch (error) {
        if (!(error instanceof RaceLost)) throw error;
      }
    }
    if (!opened) throw new AppError(1052, 'Angpao sedang ramai dibuka: coba lagi');
    const kept = opened.grantId === null ? { claim: null, pending: null } : await this.grants.claimNowOrKeep(userId, opened.grantId);
    return { amount: toWireAmount(opened.amount), seq: opened.seq, ...kept, view: await this.view(userId) };
  }

  private async openIn(tx: Tx, userId: number, dropId: number): Promise<{ amount: bigint; seq: number; grantId: bigint | null }> {
    const terms = await this.terms(tx);
    const drop = await this.repo.drop(dropId, tx);
    if (!drop || drop.day !== wibDay(this.now())) throw new AppError(1028, 'Angpao ini tidak ada hari ini');
    if (!terms.enabled) throw new AppError(1028);
    const now = this.now();
    if (now < Number(drop.opens_at)) throw new AppError(1018, `Angpao dibuka pukul ${drop.drop_key.slice(11)} WIB`);
    if (now >= Number(drop.closes_at)) throw new AppError(1028, 'Angpao ini sudah ditutup');
    const id = BigInt(drop.id);
    if (await this.repo.hasOpened(tx, id, userId)) throw new AppError(1023, 'Anda sudah membuka angpao ini');
    const openedToday = await this.repo.openedOn(userId, drop.day, tx);
    if (openedToday >= terms.dailyLimit)
      throw new AppError(1023, `Batas ${terms.dailyLimit} angpao per hari sudah tercapai: coba lagi besok`);
    const { start, end } = periodBounds('day', now);
    const deposited = await this.promos.depositedBetween(userId, start, end, tx);
    if (deposited < terms.depositToday)
      throw new AppError(
        4002,
        `Deposit hari ini ${formatIdr(minor(deposited))} dari syarat ${formatIdr(minor(terms.depositToday))} untuk membuka angpao`,
      );
    await this.eligibility.assert(tx, userId, 'red_pocket', `drop:${drop.id}`);
    const taken = (await this.repo.claimedOf([id], tx)).get(id) ?? 0;
    const shares = Number(drop.shares);
    if (taken >= shares) throw new AppError(1028, 'Angpao ini sudah habis');
    const seq = taken + 1;
    const split = redPocketSplit(new BetStream({ serverSeed: drop.seed, clientSeed: drop.drop_key, nonce: 0 }), {
      pot: Number(drop.pot),
      shares,
      min: Number(drop.min_share),
      max: Number(drop.max_share),
    });
    const amount = rupiah(split[seq - 1]!) as bigint;
    if (!(await this.repo.insertClaim(tx, { dropId: id, seq, userId, day: drop.day, amount, createdAt: now }))) throw new RaceLost();
    const granted = await this.grants.offer(tx, {
      userId,
      promotion: 'red_pocket',
      periodKey: `drop:${drop.id}`,
      amount,
      currency: DEFAULT_CURRENCY,
      wageringMultiple: terms.turnover,
      formula: `Angpao ${drop.drop_key} WIB: bagian ke-${seq} dari ${shares} = ${formatIdr(minor(amount))}`,
      inputs: { drop: drop.drop_key, seq: String(seq), shares: String(shares), pot: String(drop.pot) },
    });
    if (granted) await this.repo.setGrant(tx, id, seq, granted.id);
    return { amount, seq, grantId: granted?.id ?? null };
  }

  /** A drop's opened shares, names masked (public: the split is public once revealed). */
  async claims(dropId: number): Promise<RedPocketClaimView[]> {
    return (await this.repo.claims(BigInt(dropId))).map((c) => ({
      seq: c.seq,
      user: maskName(c.name),
      amount: toWireAmount(c.amount),
      createdAt: c.createdAt,
    }));
  }
}

function dropView(d: DropRow, claimed: number, mine: bigint | null, now: number): RedPocketDrop {
  const shares = Number(d.shares);
  const state = now < Number(d.opens_at) ? 'upcoming' : claimed >= shares ? 'empty' : now >= Number(d.closes_at) ? 'closed' : 'open';
  return {
    id: Number(d.id),
    key: d.drop_key,
    opensAt: Number(d.opens_at),
    closesAt: Number(d.closes_at),
    pot: toWireAmount(rupiah(Number(d.pot))),
    shares,
    min: toWireAmount(rupiah(Number(d.min_share))),
    max: toWireAmount(rupiah(Number(d.max_share))),
    claimed,
    state,
    seedHash: d.seed_hash,
    seed: state === 'empty' || state === 'closed' ? d.seed : null,
    mine: mine === null ? null : toWireAmount(mine),
  };
}
