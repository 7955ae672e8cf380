/**
 * Lobby and third-party games wire contract: the catalogue views of `/main/slot/*`, the launch
 * answer of `/main/{provider}/{id}/launch`, and the seamless-wallet callbacks a game provider sends
 * to `/main/provider/{provider}/wallet/{action}`. SPEC §7 names the paths and leaves bodies open;
 * these pin them.
 */
import { Type, type Static } from 'typebox';
import { CountParam, PageParam } from './params.ts';

/** Game categories of SPEC §1 (`type` in the list query). */
export const slotCategories = ['slot', 'live', 'fish', 'sports', 'lottery', 'table', 'instant', 'egames'] as const;
export type SlotCategory = (typeof slotCategories)[number];

/** Tags a title may carry (`tag` in the list query). */
export const slotTags = ['hot', 'new'] as const;
export type SlotTag = (typeof slotTags)[number];

/** SPEC §5 and §9: a search needs at least 3 characters (code 20200 otherwise). */
export const MIN_SEARCH_LENGTH = 3;
/** SPEC §9: recommendation rows carry 18-20 items. */
export const HOME_ROW_SIZE = 20;

/** Ids: provider `[a-z0-9]{2,12}`, game `<provider>-<slug>`. */
export const PROVIDER_ID_PATTERN = '^[a-z0-9]{2,12}$';
export const GAME_ID_PATTERN = '^[a-z0-9][a-z0-9-]{2,80}$';

/** One title as lobby cards show it. `path` is where the client goes for an in-house game. */
export const SlotGameView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  provider: Type.String(),
  providerName: Type.String(),
  type: Type.Enum([...slotCategories]),
  tags: Type.Array(Type.Enum([...slotTags])),
  /** Generated artwork (SVG), deterministic per title. */
  image: Type.String(),
  /** Players in the game right now (a live figure for the lobby). */
  online: Type.Integer(),
  inHouse: Type.Boolean(),
  path: Type.Optional(Type.String()),
});
export type SlotGameView = Static<typeof SlotGameView>;

/** A title's detail page: the card plus what the game says about itself. */
export const SlotGameDetail = Type.Intersect([
  SlotGameView,
  Type.Object({ rtp: Type.String(), lines: Type.Integer(), minBet: Type.String(), maxBet: Type.String(), description: Type.String() }),
]);
export type SlotGameDetail = Static<typeof SlotGameDetail>;

/** A provider ("firm") with its categories and title count. */
export const SlotProviderView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  types: Type.Array(Type.Enum([...slotCategories])),
  games: Type.Integer(),
  logoColor: Type.String(),
});
export type SlotProviderView = Static<typeof SlotProviderView>;

export interface SlotPage {
  list: SlotGameView[];
  total: number;
  page: number;
  count: number;
}

/** One recommendation row of the lobby home. */
export interface SlotHomeRow {
  key: string;
  title: string;
  type?: SlotCategory;
  tag?: SlotTag;
  list: SlotGameView[];
}

export const SlotListQuery = Type.Object({
  type: Type.Optional(Type.Enum([...slotCategories])),
  tag: Type.Optional(Type.Enum([...slotTags])),
  firm: Type.Optional(Type.String({ pattern: PROVIDER_ID_PATTERN })),
  page: Type.Optional(PageParam()),
  count: Type.Optional(CountParam(100)),
});
export type SlotListQuery = Static<typeof SlotListQuery>;

export const SlotSearchQuery = Type.Object({
  q: Type.String({ maxLength: 60 }),
  type: Type.Optional(Type.Enum([...slotCategories])),
  page: Type.Optional(PageParam()),
  count: Type.Optional(CountParam(100)),
});
export type SlotSearchQuery = Static<typeof SlotSearchQuery>;

/** Toggle a favourite; `favorite` sets it explicitly instead. */
export const CollectionBody = Type.Object(
  { gameId: Type.String({ pattern: GAME_ID_PATTERN }), favorite: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type CollectionBody = Static<typeof CollectionBody>;

/** `/main/{provider}/{id}/launch` answer: open `url` full screen (an iframe). */
export interface LaunchView {
  url: string;
  gameId: string;
  provider: string;
  expiresAt: number;
}

/** `/main/slot/launchQuery/{id}`: what launching this title needs, before trying. */
export interface LaunchQueryView {
  gameId: string;
  provider: string;
  inHouse: boolean;
  path: string | null;
  needsLogin: boolean;
  available: boolean;
  regionBlocked: boolean;
}

/** A user's third-party round as `/main/slot/game/record` lists it. */
export interface SlotRecordView {
  id: string;
  gameId: string;
  gameName: string;
  provider: string;
  roundId: string;
  amount: string;
  payout: string;
  status: 'settled' | 'open' | 'refunded' | 'cancelled';
  createdAt: number;
}

// ---- Seamless wallet (provider → Kasino). Signed with X-Provider-Signature over "<timestamp>.<raw body>". ----

export const walletActions = ['authenticate', 'balance', 'debit', 'credit', 'rollback'] as const;
export type WalletAction = (typeof walletActions)[number];

const SessionFields = { sessionToken: Type.String({ minLength: 16, maxLength: 128 }) };
const TxFields = {
  ...SessionFields,
  txId: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,80}$' }),
  roundId: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,80}$' }),
  gameId: Type.String({ pattern: GAME_ID_PATTERN }),
  amount: Type.String({ pattern: '^[0-9]{1,15}(\\.[0-9]{1,2})?$' }),
};

export const WalletAuthenticateBody = Type.Object(SessionFields, { additionalProperties: false });
export const WalletBalanceBody = Type.Object(SessionFields, { additionalProperties: false });
export const WalletDebitBody = Type.Object(TxFields, { additionalProperties: false });
/** A win; `debitTxId` ties it to its bet (a win for a rolled-back bet is refused). */
export const WalletCreditBody = Type.Object({ ...TxFields, debitTxId: Type.Optional(TxFields.txId) }, { additionalProperties: false });
/** Cancels the debit `refTxId`: refunds it once; before it arrives, it makes that debit be refused. */
export const WalletRollbackBody = Type.Object(
  { ...SessionFields, txId: TxFields.txId, refTxId: TxFields.txId, roundId: TxFields.roundId, gameId: TxFields.gameId },
  { additionalProperties: false },
);
export type WalletAuthenticateBody = Static<typeof WalletAuthenticateBody>;
export type WalletDebitBody = Static<typeof WalletDebitBody>;
export type WalletCreditBody = Static<typeof WalletCreditBody>;
export type WalletRollbackBody = Static<typeof WalletRollbackBody>;

/** What every successful callback answers (inside the usual envelope). */
export interface WalletReply {
  playerId: string;
  currency: string;
  balance: string;
  /** Our transfer id for a money movement; absent for authenticate/balance. */
  transferId?: string;
  /** True when the call repeated one already applied (same tx id, same payload). */
  replayed?: boolean;
}
