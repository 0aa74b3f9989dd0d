import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from './rateLimiter';
import {
  FEEDBACK_BODY_LIMIT,
  feedbackBodySchema,
  normalisePage,
  type FeedbackBody,
} from './schema';
import type { FeedbackStore } from './store';

export const FEEDBACK_PATH = '/api/feedback';

export interface FeedbackRouteOptions {
  store: FeedbackStore;
  /** Pages of the static export (`/a/b/`); feedback about anything else is refused. */
  knownPages: ReadonlySet<string>;
  rateLimiter: RateLimiter;
}

function isJsonContentType(header: string | undefined): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

export function registerFeedbackRoutes(
  app: FastifyInstance,
  { store, knownPages, rateLimiter }: FeedbackRouteOptions,
): void {
  async function limitRate(request: FastifyRequest, reply: FastifyReply) {
    const decision = rateLimiter.hit(request.ip);
    if (!decision.allowed) {
      return reply
        .code(429)
        .header('retry-after', String(decision.retryAfterSeconds))
        .send({ error: 'Too many feedback submissions; please try again later' });
    }
  }

  // Checked before the body is read, so nothing but JSON is ever parsed here.
  async function requireJson(request: FastifyRequest, reply: FastifyReply) {
    if (!isJsonContentType(request.headers['content-type'])) {
      return reply.code(415).send({ error: 'Content-Type must be application/json' });
    }
  }

  app.post<{ Body: FeedbackBody }>(
    FEEDBACK_PATH,
    {
      bodyLimit: FEEDBACK_BODY_LIMIT,
      schema: { body: feedbackBodySchema },
      onRequest: [limitRate, requireJson],
    },
    async (request, reply) => {
      const { rating, comment, version, language } = request.body;
      const page = normalisePage(request.body.page);
      if (!knownPages.has(page)) {
        return reply.code(400).send({ error: 'Field "page" is not a page of this site' });
      }
      const id = await store.insert({
        page,
        rating,
        comment,
        version,
        language,
        userAgent: request.headers['user-agent'],
      });
      return reply.code(201).send({ ok: true, id });
    },
  );
}

/** Any other method on the feedback path, and any other path under /api/. */
export async function replyApiFallback(request: FastifyRequest, reply: FastifyReply) {
  const pathname = (request.raw.url ?? '').split('?')[0];
  if (pathname === FEEDBACK_PATH) {
    return reply.code(405).header('allow', 'POST').send({ error: 'Method not allowed; use POST' });
  }
  return reply.code(404).send({ error: 'Not found' });
}
