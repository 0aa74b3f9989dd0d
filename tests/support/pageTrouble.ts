/** What went wrong in a page while a test watched it: console messages, uncaught errors, failed requests. */
import type { ConsoleMessage, Page, Request } from 'playwright-core';

export interface TroubleOptions {
  /** Console message types to record (default: errors and warnings). */
  consoleTypes?: readonly string[];
  /** Also record requests that failed (blocked, refused, aborted). */
  failedRequests?: boolean;
}

export interface PageTrouble {
  /** One line per event, `<console type>: text`, `pageerror: message` or `request failed: url`. */
  readonly lines: string[];
  /** Stops recording. */
  stop: () => void;
}

export function recordTrouble(
  page: Page,
  { consoleTypes = ['error', 'warning'], failedRequests = false }: TroubleOptions = {},
): PageTrouble {
  const lines: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (consoleTypes.includes(message.type())) lines.push(`${message.type()}: ${message.text()}`);
  };
  const onPageError = (error: Error) => lines.push(`pageerror: ${error.message}`);
  const onRequestFailed = (request: Request) =>
    lines.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  if (failedRequests) page.on('requestfailed', onRequestFailed);
  return {
    lines,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onRequestFailed);
    },
  };
}

/** Collects console errors, warnings and page errors so a test can assert there were none. */
export function watchConsole(page: Page): string[] {
  return recordTrouble(page).lines;
}
