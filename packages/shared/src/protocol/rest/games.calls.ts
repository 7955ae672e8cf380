/** The in-house games' REST calls: a bet's detail, the big wins, the player's seeds, the round chains, and the bet history of every game. */
import { Type } from 'typebox';
import { gameIds, type BetView, type BigWinView } from '../../games.ts';
import { THIRD_PARTY, WIB_DAY_PATTERN, type HistoryDetail, type HistoryPage } from '../history.ts';
import { CountParam, PageParam } from '../params.ts';
import type { ChainView } from '../rounds.ts';
import type { SeedsView } from '../ws-games.ts';
import { restCall } from './call.ts';

/** What the history's game filter takes: an in-house game, or every third-party title at once. */
export const historyGames = [...gameIds, THIRD_PARTY] as const;

const day = () => Type.Optional(Type.String({ pattern: WIB_DAY_PATTERN }));
export const HistoryQuery = Type.Object({
  game: Type.Optional(Type.Enum([...historyGames])),
  from: day(),
  to: day(),
  page: Type.Optional(PageParam()),
  count: Type.Optional(CountParam(100)),
});
export const RotateBody = Type.Optional(
  Type.Object({ clientSeed: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) }, { additionalProperties: false }),
);

export const gamesCalls = {
  'GET /main/bet/:id': restCall<BetView>()({ params: Type.Object({ id: Type.String({ pattern: '^B[A-Z0-9]{4,40}$' }) }) }),
  'GET /main/game/bigWins': restCall<{ list: BigWinView[] }>()({ query: Type.Object({ count: Type.Optional(CountParam(50)) }) }),
  'GET /main/fair/seeds': restCall<SeedsView>()(),
  'POST /main/fair/seeds/rotate': restCall<SeedsView>()({ body: RotateBody }),
  'GET /main/fair/chains': restCall<{ list: ChainView[] }>()(),
  'GET /main/bet/history': restCall<HistoryPage>()({ query: HistoryQuery }),
  'GET /main/bet/history/:id': restCall<HistoryDetail>()({
    params: Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_.:-]{5,200}$' }) }),
  }),
} as const;
