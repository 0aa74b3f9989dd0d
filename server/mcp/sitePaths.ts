/**
 * Which file of the built site a client's URL or path names, without ever leaving the site's
 * folder: a page route → its Markdown copy, and a file URL (`/llms.txt`) → that file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CodeVariant } from '../../src/model/codeVariants';
import { markdownUrl } from '../../src/model/markdownUrl';
import { parseRequestPath } from '../static/requestPath';
import { MAX_TEXT_ARGUMENT } from './limits';

export class NotFoundError extends Error {}

/**
 * `https://host/material-ui/react-button/#basic`, `/material-ui/react-button`, `material-ui/react-button.md`
 * → `/material-ui/react-button/`. Refuses what the static handler refuses (requestPath.ts).
 */
export function routeOf(input: string): string {
  if (input.length > MAX_TEXT_ARGUMENT) throw new NotFoundError('The URL or path is too long.');
  let pathname = input.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pathname)) {
    try {
      pathname = new URL(pathname).pathname;
    } catch {
      throw new NotFoundError(`Not a valid URL: ${JSON.stringify(input)}`);
    }
  }
  // The static handler's own check: segments decoded one by one, `..`, backslashes, NUL and
  // encoded separators refused.
  const parsed = parseRequestPath(`/${pathname.replace(/^\/+/, '')}`);
  if (parsed.kind !== 'ok')
    throw new NotFoundError('The path must stay inside the documentation site.');
  const route = `/${parsed.segments.join('/')}`
    .replace(/\/index\.html$/, '/')
    .replace(/(\.js)?\.md$/, '')
    .replace(/\/index$/, '/');
  return route.endsWith('/') ? route : `${route}/`;
}

/** The absolute file of a site URL, checked to lie inside `root` (symbolic links resolved). */
export function fileInSite(root: string, url: string): string {
  const resolvedRoot = fs.realpathSync(root);
  const file = path.resolve(resolvedRoot, `.${url}`);
  const inside = (candidate: string) =>
    candidate === resolvedRoot || candidate.startsWith(resolvedRoot + path.sep);
  if (!inside(file)) throw new NotFoundError('The path must stay inside the documentation site.');
  let real: string;
  try {
    real = fs.realpathSync(file);
  } catch {
    throw new NotFoundError(`No such file in the site: ${url}`);
  }
  if (!inside(real) || !fs.statSync(real).isFile())
    throw new NotFoundError(`No such file in the site: ${url}`);
  return real;
}

/** The Markdown copy of the page at `input` (a URL or path), in the code variant. */
export function readPageMarkdown(root: string, input: string, variant: CodeVariant): string {
  const route = routeOf(input);
  let file: string;
  try {
    file = fileInSite(root, markdownUrl(route, variant));
  } catch (error) {
    if (error instanceof NotFoundError)
      throw new NotFoundError(
        `No page at ${route}. Use list_pages or search_docs to find a page's URL.`,
      );
    throw error;
  }
  return fs.readFileSync(file, 'utf8');
}
