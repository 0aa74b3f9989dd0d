/** Configuration of the built-in server, from environment variables (see server/README.md). */

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '::';
export const DEFAULT_STATIC_ROOT = 'out';
export const DEFAULT_DB_PATH = 'data/feedback.sqlite';
export const DEFAULT_LOG_LEVEL = 'info';
export const DEFAULT_RATE_LIMIT_MAX = 20;
export const DEFAULT_RATE_LIMIT_WINDOW_MS = 60_000;
/** MCP requests per client IP per window (a session sends several: initialize, list, calls). */
export const DEFAULT_MCP_RATE_LIMIT_MAX = 120;

/** `process.env` or a plain object in tests. */
export type Env = Readonly<Record<string, string | undefined>>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Where feedback is stored: an SQLite file (one server) or PostgreSQL (any number of them). */
export type FeedbackDatabase = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export interface ServerConfig {
  port: number;
  host: string;
  staticRoot: string;
  feedbackDatabase: FeedbackDatabase;
  logLevel: LogLevel;
  rateLimit: { max: number; windowMs: number };
  /** Passed to Fastify's `trustProxy`. */
  trustProxy: boolean | string;
}

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(`${name} must be an integer ≥ ${min}, got ${JSON.stringify(raw)}`);
  }
  return parsed;
}

/**
 * `true`, or the proxies' addresses/CIDRs. A hop count is refused: Fastify 5.12 stopped honouring
 * one (it trusts no proxy then, so every visitor would share the proxy's rate-limit bucket).
 */
function trustProxy(raw: string | undefined): boolean | string {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    throw new Error(
      `TRUST_PROXY takes true or the proxies' addresses/CIDRs (e.g. 10.0.0.0/8), not a hop count, got ${JSON.stringify(raw)}`,
    );
  }
  return raw;
}

/** The URL as given, once it looks like one pg can use; the error never quotes it (password). */
function postgresUrl(raw: string): string {
  const expected = 'expected postgres://user:password@host:5432/database';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`DATABASE_URL is not a valid URL; ${expected}`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(
      `DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//; ${expected}`,
    );
  }
  // A socket directory may come as ?host=/run/postgresql instead of a host name.
  if (!url.hostname && !url.searchParams.has('host')) {
    throw new Error(`DATABASE_URL names no host; ${expected}`);
  }
  return raw;
}

/** `DATABASE_URL` selects PostgreSQL; without it, feedback goes to the SQLite file. */
export function readFeedbackDatabase(env: Env): FeedbackDatabase {
  const url = value(env, 'DATABASE_URL');
  if (url !== undefined) return { kind: 'postgres', url: postgresUrl(url) };
  return { kind: 'sqlite', path: value(env, 'FEEDBACK_DB_PATH') ?? DEFAULT_DB_PATH };
}

/** Throws a message naming the variable when a value is unusable. */
export function readServerConfig(env: Env): ServerConfig {
  const logLevel = (value(env, 'LOG_LEVEL') ?? DEFAULT_LOG_LEVEL).toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new Error(
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${JSON.stringify(logLevel)}`,
    );
  }
  const port = integer(env, 'PORT', DEFAULT_PORT, 0);
  if (port > 65535) throw new Error(`PORT must be at most 65535, got ${port}`);
  return {
    port,
    host: value(env, 'HOST') ?? DEFAULT_HOST,
    staticRoot: value(env, 'STATIC_ROOT') ?? DEFAULT_STATIC_ROOT,
    feedbackDatabase: readFeedbackDatabase(env),
    logLevel: logLevel as LogLevel,
    rateLimit: {
      max: integer(env, 'FEEDBACK_RATE_LIMIT_MAX', DEFAULT_RATE_LIMIT_MAX, 1),
      windowMs: integer(env, 'FEEDBACK_RATE_LIMIT_WINDOW_MS', DEFAULT_RATE_LIMIT_WINDOW_MS, 1),
    },
    trustProxy: trustProxy(value(env, 'TRUST_PROXY')),
  };
}
