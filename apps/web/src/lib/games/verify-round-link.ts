/** The /verify link of a finished round: its game, revealed seed, the chain's salt and the hash published before. */
export interface RoundVerifyInput {
  game: 'wingo' | 'roulette' | 'dice' | 'dingdong' | 'crash';
  serverSeed: string;
  salt: string;
  serverSeedHash: string;
}

/** `/verify?round=<game>&roundSeed=…&salt=…&seedHash=…#ronde` (the "Ronde" section of the verify page reads these). */
export function verifyRoundHref(input: RoundVerifyInput): string {
  const params = new URLSearchParams({ round: input.game, roundSeed: input.serverSeed, salt: input.salt, seedHash: input.serverSeedHash });
  return `/verify?${params.toString()}#ronde`;
}
