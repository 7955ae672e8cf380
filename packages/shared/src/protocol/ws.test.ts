import { describe, expect, it } from 'vitest';
import { topicAccess } from './ws.ts';

describe('topicAccess', () => {
  it('knows public topics', () => {
    expect(topicAccess('/ws/game/crash/data')).toEqual({ kind: 'public' });
    expect(topicAccess('/ws/game/wingo/fastest/round/start')).toEqual({ kind: 'public' });
  });
  it('knows personal topics and their owner', () => {
    expect(topicAccess('/ws/game/wingo/42/round/result')).toEqual({ kind: 'personal', ownerId: 42 });
    expect(topicAccess('/ws/user/7/balance')).toEqual({ kind: 'personal', ownerId: 7 });
    expect(topicAccess('/ws/game/roulette/round/result/9')).toEqual({ kind: 'personal', ownerId: 9 });
  });
  it('refuses unknown topics and bad placeholders', () => {
    expect(topicAccess('/ws/game/wingo/slowest/round/start')).toBeNull();
    expect(topicAccess('/ws/user/abc/balance')).toBeNull();
    expect(topicAccess('/ws/user/0/balance')).toBeNull();
    expect(topicAccess('/nope')).toBeNull();
    expect(topicAccess('/ws/game/crash/data/extra')).toBeNull();
  });
});
