import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isHashedAssetPath } from '../../src/config/hashedAssets';
import { isNotModified, etagFor } from './conditional';
import { chooseCoding, type ContentCoding } from './encoding';
import { markdownKeyOf, prefersMarkdown } from './markdownNegotiation';
import { contentTypeFor } from './mimeTypes';
import { parseRequestPath, queryOf } from './requestPath';
import type { IndexedFile, StaticIndex } from './staticIndex';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
export const NOT_FOUND_PAGE = '404.html';

/** Files up to this size are read into memory; bigger ones are streamed. */
const BUFFER_LIMIT = 256 * 1024;

interface SendOptions {
  status: 200 | 404;
  cacheControl: string;
  /** The answer also depends on `Accept` (a page that has a Markdown copy). */
  variesByAccept?: boolean;
}

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: IndexedFile,
  { status, cacheControl, variesByAccept }: SendOptions,
): Promise<boolean> {
  const coding: ContentCoding | undefined = chooseCoding(
    request.headers['accept-encoding'],
    new Set(file.variants.keys()),
  );
  const servedPath = (coding && file.variants.get(coding)) || file.absolutePath;
  let stats;
  try {
    stats = await stat(servedPath);
  } catch {
    return false; // removed since start-up
  }
  if (!stats.isFile()) return false;

  const etag = etagFor(stats, coding);
  const notModified = status === 200 && isNotModified(request.headers, etag, stats.mtimeMs);
  // Read before any header is set, so a read error leaves a clean reply for the error handler.
  const body =
    notModified || request.method === 'HEAD'
      ? undefined
      : stats.size <= BUFFER_LIMIT
        ? await readFile(servedPath)
        : createReadStream(servedPath);

  reply.header('content-type', contentTypeFor(file.absolutePath));
  reply.header('cache-control', cacheControl);
  const vary = [
    ...(file.variants.size > 0 ? ['Accept-Encoding'] : []),
    ...(variesByAccept ? ['Accept'] : []),
  ];
  if (vary.length) reply.header('vary', vary.join(', '));
  if (coding) reply.header('content-encoding', coding);
  if (status === 200) {
    reply.header('etag', etag);
    reply.header('last-modified', new Date(stats.mtimeMs).toUTCString());
  }
  if (notModified) {
    await reply.code(304).send();
  } else {
    await reply.code(status).header('content-length', stats.size).send(body);
  }
  return true;
}

/**
 * Serves the static export the way a CDN would: `/a/` is `a/index.html`, `/a` redirects to `/a/`
 * when that page exists, anything else is `404.html` with status 404. Only files found by
 * `indexSite` at start-up can ever be read.
 */
export function createStaticHandler(site: StaticIndex) {
  async function sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const page = site.files.get(NOT_FOUND_PAGE);
    const sent =
      page !== undefined &&
      (await sendFile(request, reply, page, {
        status: 404,
        cacheControl: REVALIDATE_CACHE_CONTROL,
      }));
    if (!sent) {
      await reply
        .code(404)
        .header('cache-control', REVALIDATE_CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
  }

  return async function serveStatic(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const rawUrl = request.raw.url ?? '/';
    const parsed = parseRequestPath(rawUrl);
    if (parsed.kind === 'bad') {
      await reply.code(400).send({ error: 'Bad request path' });
      return;
    }
    if (parsed.kind === 'ok') {
      const key = [...parsed.segments, ...(parsed.trailingSlash ? ['index.html'] : [])].join('/');
      const markdownKey = markdownKeyOf(key);
      const markdown = markdownKey === null ? undefined : site.files.get(markdownKey);
      const page = site.files.get(key);
      const file = markdown && prefersMarkdown(request.headers.accept) ? markdown : page;
      if (file) {
        const cacheControl = isHashedAssetPath(key)
          ? IMMUTABLE_CACHE_CONTROL
          : REVALIDATE_CACHE_CONTROL;
        const options = { status: 200, cacheControl, variesByAccept: !!markdown } as const;
        if (await sendFile(request, reply, file, options)) return;
      } else if (!parsed.trailingSlash && site.files.has(`${key}/index.html`)) {
        reply.header('cache-control', REVALIDATE_CACHE_CONTROL);
        await reply.redirect(`${parsed.rawPath}/${queryOf(rawUrl)}`, 308);
        return;
      }
    }
    await sendNotFound(request, reply);
  };
}
