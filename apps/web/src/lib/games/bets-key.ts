/**
 * Every query of the player's bets lives under this key (a game's recent bets, the bet history of every
 * game, a bet's detail), so a seed rotation or a settled bet refreshes them all with one invalidation.
 */
export const betsKey = ['bets'] as const;
