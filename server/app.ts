import { stat } from 'node:fs/promises';
import path from 'node:path';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import {
  DEFAULT_DB_PATH,
  DEFAULT_MCP_RATE_LIMIT_MAX,
  DEFAULT_RATE_LIMIT_MAX,
  DEFAULT_RATE_LIMIT_WINDOW_MS,
  DEFAULT_STATIC_ROOT,
  type FeedbackDatabase,
} from './config';
import { handleError } from './errors';
import { createRateLimiter } from './feedback/rateLimiter';
import { registerFeedbackRoutes, replyApiFallback } from './feedback/routes';
import { FEEDBACK_BODY_LIMIT } from './feedback/schema';
import { openFeedbackStore } from './feedback/openStore';
import type { FeedbackStore } from './feedback/store';
import { thirdPartyConfigFromEnv, type ThirdPartyConfig } from './security/csp';
import { createSecurityHeaders } from './security/securityHeaders';
import { MCP_PATH, registerMcpRoute } from './mcp/httpRoute';
import { lazySiteData } from './mcp/siteData';
import { createSnippetValidator, type SnippetValidator } from './mcp/snippetValidator';
import { createStaticHandler } from './static/serveStatic';
import { indexSite } from './static/staticIndex';

export interface ServerOptions {
  /** Directory holding the static export. Default `out`. */
  root?: string;
  /** Where feedback is stored (schema created on open). Default: the SQLite file `data/feedback.sqlite`. */
  database?: FeedbackDatabase;
  /** Use this store instead of opening `database`; the caller then owns closing it. */
  store?: FeedbackStore;
  /** Fastify's pino logger: `false` (default) for none, `true` or pino options for JSON logs. */
  logger?: FastifyServerOptions['logger'];
  /** Feedback submissions per client IP. Default 20 per 60 000 ms. */
  rateLimit?: { max: number; windowMs: number };
  /** Fastify `trustProxy`: set it behind a reverse proxy so the client IP comes from X-Forwarded-For. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Third-party origins for the CSP. Default: read from the PUBLIC_* environment variables. */
  thirdParty?: ThirdPartyConfig;
  /** MCP requests per client IP. Default 120 per 60 000 ms. */
  mcpRateLimit?: { max: number; windowMs: number };
  /** validate_snippet's checker; default: the build's checker on a worker thread, started on first use. */
  snippetValidator?: SnippetValidator;
  /** Clock for the rate limiter (tests). */
  now?: () => number;
}

async function assertDirectory(root: string): Promise<void> {
  const stats = await stat(root).catch(() => undefined);
  if (!stats?.isDirectory()) {
    throw new Error(
      `Static root ${JSON.stringify(root)} is not a directory; run \`npm run build\`.`,
    );
  }
}

function pathnameOf(rawUrl: string | undefined): string {
  return (rawUrl ?? '/').split(/[?#]/)[0] ?? '/';
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The API and the MCP endpoint: answers that are never cached, errors that are never pages. */
function isEndpointPath(pathname: string): boolean {
  return isApiPath(pathname) || pathname === MCP_PATH;
}

/** The whole server: static export, security headers and the feedback API, on one Fastify app. */
export async function buildApp(options: ServerOptions = {}): Promise<FastifyInstance> {
  const root = path.resolve(options.root ?? DEFAULT_STATIC_ROOT);
  await assertDirectory(root);
  const site = await indexSite(root);
  const securityHeaders = createSecurityHeaders({
    ...(options.thirdParty ?? thirdPartyConfigFromEnv(process.env)),
    inlineScriptHashes: site.inlineScriptHashes,
  });

  // Also called directly where Fastify skips hooks (bad URLs reach the 404 handler hook-less).
  function applyBaseHeaders(request: FastifyRequest, reply: FastifyReply): void {
    const pathname = pathnameOf(request.raw.url);
    reply.headers(securityHeaders.forPath(pathname));
    if (isEndpointPath(pathname)) reply.header('cache-control', 'no-store');
  }

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: FEEDBACK_BODY_LIMIT,
    exposeHeadRoutes: false,
    // Reject rather than silently fix: no type coercion, no dropping of unknown fields.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false } },
    frameworkErrors: (error, request, reply) => {
      applyBaseHeaders(request, reply);
      handleError(error, request, reply);
    },
  });

  if (site.inlineScriptHashes.length > 50) {
    app.log.warn(
      { count: site.inlineScriptHashes.length },
      'many distinct inline scripts; the CSP header is large',
    );
  }

  const ownedStore = options.store === undefined;
  const store =
    options.store ??
    (await openFeedbackStore(options.database ?? { kind: 'sqlite', path: DEFAULT_DB_PATH }, {
      onConnectionError: (error) =>
        app.log.error({ err: error }, 'feedback database connection failed'),
    }));
  if (ownedStore) app.addHook('onClose', async () => store.close());

  app.addHook('onRequest', async (request, reply) => applyBaseHeaders(request, reply));

  // While shutting down, answer in-flight requests with `Connection: close` so keep-alive clients
  // do not hold the process open until their idle timeout.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const pathname = pathnameOf(request.raw.url);
    // A body sent to a page fails parsing before routing would have said "method not allowed".
    if (!isEndpointPath(pathname) && request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('allow', 'GET, HEAD').send({ error: 'Method not allowed' });
    }
    return handleError(error, request, reply);
  });

  registerFeedbackRoutes(app, {
    store,
    knownPages: site.routes,
    rateLimiter: createRateLimiter({
      max: options.rateLimit?.max ?? DEFAULT_RATE_LIMIT_MAX,
      windowMs: options.rateLimit?.windowMs ?? DEFAULT_RATE_LIMIT_WINDOW_MS,
      now: options.now,
    }),
  });

  const snippets = options.snippetValidator ?? createSnippetValidator();
  if (!options.snippetValidator) app.addHook('onClose', async () => snippets.close());
  registerMcpRoute(app, {
    site: lazySiteData(root),
    snippets,
    rateLimiter: createRateLimiter({
      max: options.mcpRateLimit?.max ?? DEFAULT_MCP_RATE_LIMIT_MAX,
      windowMs: options.mcpRateLimit?.windowMs ?? DEFAULT_RATE_LIMIT_WINDOW_MS,
      now: options.now,
    }),
  });

  const serveStatic = createStaticHandler(site);
  // Everything that is not an API route lands here, whatever its length or method.
  app.setNotFoundHandler(async (request, reply) => {
    applyBaseHeaders(request, reply);
    if (isApiPath(pathnameOf(request.raw.url))) return replyApiFallback(request, reply);
    if (request.method === 'GET' || request.method === 'HEAD') return serveStatic(request, reply);
    return reply.code(405).header('allow', 'GET, HEAD').send({ error: 'Method not allowed' });
  });

  return app;
}
