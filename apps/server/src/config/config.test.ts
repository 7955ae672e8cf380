import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded SQLite file and port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.engine).toBe('sqlite');
    expect(config.database.engine === 'sqlite' && config.database.file).toMatch(/data[/\\]kasino\.db$/);
    expect(config.redisUrl).toBeNull();
    expect(config.redisPrefix).toBe('kasino:');
  });

  it('reads file: paths, bare paths and postgres URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'file:/tmp/a.db' }).database).toEqual({ engine: 'sqlite', file: '/tmp/a.db' });
    expect(loadConfig({ DATABASE_URL: '/tmp/b.db' }).database).toEqual({ engine: 'sqlite', file: '/tmp/b.db' });
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }).database).toEqual({
      engine: 'postgres',
      url: 'postgres://postgres@127.0.0.1:5432/x',
    });
  });

  it('reads SMTP_URL and MAIL_FROM; without SMTP_URL mail goes to the dev outbox', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: null, from: 'Kasino <no-reply@kasino.local>' });
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example:465', MAIL_FROM: 'Kasino <a@b.id>' }).mail).toEqual({
      smtpUrl: 'smtps://u:p@mail.example:465',
      from: 'Kasino <a@b.id>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL harus smtp/);
  });

  it('lists every problem at once, in Indonesian', () => {
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://h/db', REDIS_URL: 'http://x', LOG_LEVEL: 'loud', OPS_TOKEN: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(5);
      expect(problems.join('\n')).toMatch(/PORT harus bilangan bulat 0\.\.65535/);
      expect(problems.join('\n')).toMatch(/DATABASE_URL harus postgres/);
    }
  });
});
