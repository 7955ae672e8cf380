/**
 * The in-house games as the lobby and every bet name them: their display names, the lobby category
 * each fits (domain events and statistics count a bet under it) and the lobby's tags.
 */
import type { GameId } from '@kasino/shared/games';
import type { SlotCategory, SlotTag } from '@kasino/shared/protocol/slots';

/** In-house games beside the providers' (names as the lobby shows them), with the category they fit. */
export const inHouseTitles: Record<GameId, { name: string; type: SlotCategory; tags: SlotTag[] }> = {
  wingo: { name: 'Wingo', type: 'lottery', tags: ['hot'] },
  crash: { name: 'Crash', type: 'instant', tags: ['hot'] },
  roller: { name: 'Roller', type: 'instant', tags: [] },
  hilo: { name: 'Hilo', type: 'table', tags: [] },
  mines: { name: 'Mines', type: 'instant', tags: ['hot'] },
  dice: { name: 'Dice', type: 'table', tags: [] },
  roulette: { name: 'Roulette', type: 'table', tags: [] },
  dingdong: { name: 'Dingdong', type: 'egames', tags: ['new'] },
  coinflip: { name: 'Coin Flip', type: 'instant', tags: [] },
  eggs: { name: 'Telur Emas', type: 'instant', tags: ['new'] },
  colorwheel: { name: 'Roda Warna', type: 'instant', tags: [] },
  stairs: { name: 'Tangga', type: 'instant', tags: ['new'] },
  cryptos: { name: 'Kripto', type: 'instant', tags: [] },
};

/** The lobby category of an in-house game, as domain events and statistics name it. */
export const inHouseCategory = (id: GameId): SlotCategory => inHouseTitles[id].type;
