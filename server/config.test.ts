import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

describe('readServerConfig', () => {
  it('has working defaults', () => {
    expect(readServerConfig({})).toEqual({
      port: 3000,
      host: '::',
      staticRoot: 'out',
      feedbackDatabase: { kind: 'sqlite', path: 'data/feedback.sqlite' },
      logLevel: 'info',
      rateLimit: { max: 20, windowMs: 60_000 },
      trustProxy: false,
    });
  });

  it('reads every variable', () => {
    expect(
      readServerConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        STATIC_ROOT: '/srv/site',
        FEEDBACK_DB_PATH: '/var/lib/docs/feedback.sqlite',
        LOG_LEVEL: 'WARN',
        FEEDBACK_RATE_LIMIT_MAX: '100',
        FEEDBACK_RATE_LIMIT_WINDOW_MS: '1000',
        TRUST_PROXY: '10.0.0.1',
      }),
    ).toEqual({
      port: 0,
      host: '127.0.0.1',
      staticRoot: '/srv/site',
      feedbackDatabase: { kind: 'sqlite', path: '/var/lib/docs/feedback.sqlite' },
      logLevel: 'warn',
      rateLimit: { max: 100, windowMs: 1000 },
      trustProxy: '10.0.0.1',
    });
    expect(readServerConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readServerConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(() => readServerConfig({ TRUST_PROXY: '2' })).toThrow(/not a hop count/);
  });

  it('chooses PostgreSQL when DATABASE_URL is set, whatever FEEDBACK_DB_PATH says', () => {
    for (const url of [
      'postgres://docs:s3cret@db.internal:5432/docs',
      'postgresql://db/docs?sslmode=require',
      'postgres:///docs?host=/run/postgresql',
    ]) {
      expect(
        readServerConfig({ DATABASE_URL: ` ${url} `, FEEDBACK_DB_PATH: 'x.sqlite' })
          .feedbackDatabase,
      ).toEqual({ kind: 'postgres', url });
    }
    expect(readServerConfig({ DATABASE_URL: '' }).feedbackDatabase.kind).toBe('sqlite');
  });

  it.each([
    ['key=value settings', 'host=db user=docs password=s3cret', /DATABASE_URL is not a valid URL/],
    [
      'another scheme',
      'mysql://docs:s3cret@db/docs',
      /postgres:\/\/ or postgresql:\/\/, not mysql:/,
    ],
    ['a bad port', 'postgres://docs:s3cret@db:port/docs', /DATABASE_URL is not a valid URL/],
    ['no host', 'postgres:///docs', /DATABASE_URL names no host/],
  ])('refuses a DATABASE_URL with %s, without quoting its password', (_name, url, message) => {
    expect(() => readServerConfig({ DATABASE_URL: url })).toThrow(message);
    expect(() => readServerConfig({ DATABASE_URL: url })).not.toThrow(/s3cret/);
  });

  it('treats blank values as unset', () => {
    expect(readServerConfig({ PORT: ' ', HOST: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ FEEDBACK_RATE_LIMIT_MAX: '0' }, /FEEDBACK_RATE_LIMIT_MAX/],
  ])('refuses %j', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message);
  });
});
