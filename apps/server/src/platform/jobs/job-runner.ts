/**
 * Named periodic jobs. Each job says where it runs: `everyNode` (work that is idempotent, so nodes may
 * overlap: reconciliation, deposit expiry) or `leaderOnly` (work one node of the cluster should do; on
 * SQLite the embedded node always leads). A tick that finds the previous run of the same job still
 * going is skipped, so a slow run never piles up behind itself; a failed run is logged and the job
 * keeps its schedule. Timers are unref'd (a job never keeps the process alive) and `stop()` waits for
 * the runs in flight, so storage closes after them.
 */
export type JobScope = 'everyNode' | 'leaderOnly';

export interface Job {
  /** Unique per process: the log field and the key that keeps runs from overlapping. */
  readonly name: string;
  readonly everyMs: number;
  readonly scope: JobScope;
  run(): Promise<unknown>;
}

export interface JobRunnerOptions {
  /** Whether this node leads now (asked at every tick of a `leaderOnly` job). */
  readonly isLeader: () => boolean;
  readonly log: { error(obj: unknown, msg: string): void };
}

export class JobRunner {
  private readonly jobs = new Map<string, Job>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private started = false;

  constructor(private readonly options: JobRunnerOptions) {}

  /** Adds a job; it starts with the runner (or at once when the runner already runs). */
  add(job: Job): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
    if (!(job.everyMs > 0)) throw new Error(`job ${job.name} needs a positive interval`);
    this.jobs.set(job.name, job);
    if (this.started) this.schedule(job);
  }

  /** The declared jobs' names (ops and tests). */
  get names(): string[] {
    return [...this.jobs.keys()];
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job);
  }

  /** Clears the timers and waits for the runs in flight (they never throw). */
  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.values()) clearInterval(timer);
    this.timers.clear();
    await Promise.all(this.running.values());
  }

  /**
   * Runs a job now, as a tick would: false when it was skipped (a run still going, or a `leaderOnly`
   * job on a node that does not lead).
   */
  async runNow(name: string): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`no job ${name}`);
    const run = this.tick(job);
    if (!run) return false;
    await run;
    return true;
  }

  private schedule(job: Job): void {
    const timer = setInterval(() => void this.tick(job), job.everyMs);
    timer.unref();
    this.timers.set(job.name, timer);
  }

  private tick(job: Job): Promise<void> | null {
    if (this.running.has(job.name)) return null;
    if (job.scope === 'leaderOnly' && !this.options.isLeader()) return null;
    const run = Promise.resolve()
      .then(() => job.run())
      .then(
        () => undefined,
        (err: unknown) => this.options.log.error({ err, job: job.name }, 'job failed'),
      )
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    return run;
  }
}
