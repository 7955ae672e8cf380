/** The bets module's public face: what the games, rounds, slots and promotions modules may use of it. */
export { BetAdmission, checkBetId, type BetRange, type InUnitCheck } from './bet-admission.ts';
export { inHousePlaced, inHouseSettled, inHouseVoided, type InHouseBet } from './bet-events.ts';
export { KyselyBetStore, type BetRow, type BetStore, type SeedRow } from './bet.store.ts';
export { betsModule, type BetsServices } from './bets.module.ts';
export { inHouseCategory, inHouseTitles } from './in-house-titles.ts';
export {
  HistoryRepository,
  providerRowId,
  type BetWithSeed,
  type HistoryQuery,
  type HistorySource,
  type PageKey,
  type ProviderTx,
  type RoundBetWithRound,
} from './history.repository.ts';
export { roundBetOf, takeRoundStake, type RoundBetRow, type RoundStake } from './round-stake.ts';
export { SeedService, defaultClientSeed, type NonceTaken, type SeedsView } from './seeds/seed.service.ts';
