/**
 * `POST /main/site/error/notify`: the web app reports a script error it could not handle, so operators
 * see failures players meet. Reports are logged (warn), never stored; each address may send a few per
 * window and the rest are dropped without an error, so the endpoint cannot be used to flood the logs.
 */
import type { FastifyBaseLogger } from 'fastify';

const WINDOW_MS = 10 * 60_000;
const PER_WINDOW = 20;
const MAX_ADDRESSES = 10_000;

export interface ClientErrorReport {
  message: string;
  stack?: string;
  path?: string;
  clientVersion?: string;
}

export class ClientErrorLog {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  /** Logs the report unless this address is over its share; answers whether it was logged. */
  report(address: string, report: ClientErrorReport): boolean {
    const now = this.now();
    let window = this.windows.get(address);
    if (!window || now - window.start >= WINDOW_MS) {
      if (this.windows.size >= MAX_ADDRESSES) this.windows.clear();
      window = { start: now, count: 0 };
      this.windows.set(address, window);
    }
    if (++window.count > PER_WINDOW) return false;
    this.log.warn({ clientError: report, address }, 'client error');
    return true;
  }
}
