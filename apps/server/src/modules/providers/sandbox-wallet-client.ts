/**
 * How the sandbox provider reaches our seamless wallet: over HTTP, each call signed with the
 * provider's secret, exactly as an outside provider would (`/main/provider/sandbox/wallet/{action}`).
 * A refusal comes back as the AppError it carried, so the demo page shows the wallet's own code.
 */
import type { WalletAction, WalletReply } from '@kasino/shared/protocol/slots';
import { AppError } from '../../platform/http/app-error.ts';
import { signedHeaders } from './wallet-signature.ts';

/** An answer of our wallet API as the provider sees it: the envelope's code and data. */
type WalletAnswer = { code: number; msg: string; data?: WalletReply };

export class SandboxWalletClient {
  constructor(
    private readonly provider: string,
    private readonly secret: string,
    /** Base URL of the Kasino wallet API (this server, once it listens). */
    private readonly walletBase: () => string | null,
    private readonly now: () => number,
  ) {}

  /** One signed call; a refusal throws the wallet's AppError, an unreachable wallet a plain error. */
  async call(action: WalletAction, payload: Record<string, unknown>): Promise<WalletReply> {
    const base = this.walletBase();
    if (!base) throw new AppError(10006);
    const body = JSON.stringify(payload);
    const res = await fetch(`${base}/main/provider/${this.provider}/wallet/${action}`, {
      method: 'POST',
      headers: signedHeaders(this.secret, this.now(), body),
      body,
    });
    const answer = (await res.json()) as WalletAnswer;
    if (answer.code !== 200 || !answer.data) throw new AppError(answer.code, answer.msg);
    return answer.data;
  }

  /** A call repeated while the wallet cannot be reached (every wallet call is idempotent); a refusal is final. */
  async callWithRetry(action: WalletAction, payload: Record<string, unknown>): Promise<WalletReply> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.call(action, payload);
      } catch (error) {
        if (error instanceof AppError || attempt >= 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  }
}
