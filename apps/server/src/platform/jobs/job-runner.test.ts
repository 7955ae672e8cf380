import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobRunner } from './job-runner.ts';

function runnerWith(isLeader: () => boolean) {
  const errors: unknown[] = [];
  const runner = new JobRunner({ isLeader, log: { error: (obj) => errors.push(obj) } });
  return { runner, errors };
}

describe('JobRunner', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a job on its interval and never starts a run while the previous one is going', async () => {
    vi.useFakeTimers();
    const { runner } = runnerWith(() => true);
    let started = 0;
    let release: () => void = () => undefined;
    runner.add({
      name: 'slow',
      everyMs: 100,
      scope: 'everyNode',
      run: () => {
        started++;
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    runner.start();
    await vi.advanceTimersByTimeAsync(350);
    expect(started).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(2);
    release();
    await runner.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(started).toBe(2);
  });

  it('runs a leaderOnly job only while this node leads; everyNode jobs regardless', async () => {
    let leader = false;
    const { runner } = runnerWith(() => leader);
    const runs: string[] = [];
    runner.add({ name: 'lead', everyMs: 60_000, scope: 'leaderOnly', run: async () => runs.push('lead') });
    runner.add({ name: 'each', everyMs: 60_000, scope: 'everyNode', run: async () => runs.push('each') });
    expect(await runner.runNow('lead')).toBe(false);
    expect(await runner.runNow('each')).toBe(true);
    leader = true;
    expect(await runner.runNow('lead')).toBe(true);
    expect(runs).toEqual(['each', 'lead']);
  });

  it('logs a failed run instead of throwing, and the job runs again next time', async () => {
    const { runner, errors } = runnerWith(() => true);
    let calls = 0;
    runner.add({
      name: 'flaky',
      everyMs: 60_000,
      scope: 'everyNode',
      run: () => {
        calls++;
        if (calls === 1) throw new Error('boom');
        return Promise.resolve();
      },
    });
    expect(await runner.runNow('flaky')).toBe(true);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ job: 'flaky' });
    expect(await runner.runNow('flaky')).toBe(true);
    expect(calls).toBe(2);
  });

  it('refuses two jobs of one name', () => {
    const { runner } = runnerWith(() => true);
    const job = { name: 'twice', everyMs: 1_000, scope: 'everyNode' as const, run: async () => undefined };
    runner.add(job);
    expect(() => runner.add(job)).toThrow(/twice/);
  });

  it('stop waits for the run in flight', async () => {
    const { runner } = runnerWith(() => true);
    let finished = false;
    runner.add({
      name: 'tail',
      everyMs: 60_000,
      scope: 'everyNode',
      run: () => new Promise<void>((resolve) => setTimeout(() => ((finished = true), resolve()), 30)),
    });
    void runner.runNow('tail');
    await runner.stop();
    expect(finished).toBe(true);
  });
});
