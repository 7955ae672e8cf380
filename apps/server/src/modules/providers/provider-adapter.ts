/**
 * The seam to third-party game providers. A provider launches a game for a session we create, and
 * moves money only by calling our seamless-wallet API (`/main/provider/{name}/wallet/{action}`),
 * signing each call with the secret it shares with us; the adapter verifies those signatures.
 */

/** What a launch hands the provider: our session token identifies the player in its callbacks. */
export interface LaunchRequest {
  readonly sessionToken: string;
  readonly gameId: string;
  readonly currency: string;
  readonly language: 'id';
}

export interface GameProviderAdapter {
  /** Name in the callback path and in transfer ids (`slot:debit:{name}:{txId}`). */
  readonly name: string;
  /** The URL the player's browser opens (full screen, in an iframe). */
  launchUrl(request: LaunchRequest): Promise<string>;
  /** True when a callback's signature and timestamp are valid for this provider. */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): boolean;
  /**
   * The most a title can pay for one bet, as a multiple of it (the provider's published max win).
   * The seamless wallet refuses a credit that would pay more against its debit (20262).
   */
  maxMultiplier(gameId: string): number;
  /** The return the provider publishes across its titles (e.g. 0.965); reconciliation compares with it. */
  readonly publishedRtp: number;
}
