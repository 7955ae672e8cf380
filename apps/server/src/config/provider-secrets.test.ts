import { describe, expect, it } from 'vitest';
import { DEV_SLOT_PROVIDER_SECRET, parseProviderSecrets } from './provider-secrets.ts';

const parse = (env: Record<string, string>, nodeEnv: 'development' | 'production' | 'test' = 'development') => {
  const problems: string[] = [];
  return { secrets: parseProviderSecrets(env, nodeEnv, problems), problems };
};

describe('per-provider seamless-wallet secrets', () => {
  it('reads one secret per provider, and SLOT_PROVIDER_SECRET as the sandbox one', () => {
    expect(parse({ SLOT_PROVIDER_SECRETS: 'pp:aaa:with-colon, pg:bbb', SLOT_PROVIDER_SECRET: 'sss' })).toEqual({
      secrets: { pp: 'aaa:with-colon', pg: 'bbb', sandbox: 'sss' },
      problems: [],
    });
    expect(parse({ SLOT_PROVIDER_SECRETS: 'sandbox:x' }, 'production').secrets).toEqual({ sandbox: 'x' });
  });

  it('gives the sandbox the development secret in development and tests only: production has no default', () => {
    expect(parse({}).secrets).toEqual({ sandbox: DEV_SLOT_PROVIDER_SECRET });
    expect(parse({}, 'test').secrets).toEqual({ sandbox: DEV_SLOT_PROVIDER_SECRET });
    expect(parse({}, 'production')).toEqual({ secrets: {}, problems: [] });
    expect(parse({ SLOT_PROVIDER_SECRETS: 'pp:x' }, 'production').secrets.sandbox).toBeUndefined();
  });

  it('names malformed, repeated or conflicting entries', () => {
    expect(parse({ SLOT_PROVIDER_SECRETS: 'pp' }).problems).toHaveLength(1);
    expect(parse({ SLOT_PROVIDER_SECRETS: 'PP:x' }).problems).toHaveLength(1);
    expect(parse({ SLOT_PROVIDER_SECRETS: 'pp:' }).problems).toHaveLength(1);
    expect(parse({ SLOT_PROVIDER_SECRETS: 'pp:x,pp:y' }).problems).toHaveLength(1);
    expect(parse({ SLOT_PROVIDER_SECRETS: 'sandbox:x', SLOT_PROVIDER_SECRET: 'y' }).problems).toHaveLength(1);
  });
});
