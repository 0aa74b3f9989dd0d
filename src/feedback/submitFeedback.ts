/** Sends one feedback entry to the feedback endpoint. Browser code: no Node or build imports. */

export type FeedbackRating = 'up' | 'down';

export interface FeedbackPayload {
  page: string;
  rating: FeedbackRating;
  /** Omitted when blank. */
  comment?: string;
  version: string;
  language: string;
}

export type SubmitFailure = 'network' | 'timeout' | 'http';

export type SubmitResult =
  { ok: true; id?: number } | { ok: false; reason: SubmitFailure; status?: number };

export const SUBMIT_TIMEOUT_MS = 10_000;

export interface SubmitOptions {
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

function payloadToSend(payload: FeedbackPayload): FeedbackPayload {
  const comment = payload.comment?.trim();
  return {
    page: payload.page,
    rating: payload.rating,
    version: payload.version,
    language: payload.language,
    ...(comment ? { comment } : {}),
  };
}

/**
 * Never throws: every failure (offline, a non-2xx answer, no answer within `timeoutMs`) comes back
 * as `{ ok: false }`, and the caller shows one message for all of them.
 */
export async function submitFeedback(
  url: string,
  payload: FeedbackPayload,
  { fetchImpl = fetch, timeoutMs = SUBMIT_TIMEOUT_MS }: SubmitOptions = {},
): Promise<SubmitResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payloadToSend(payload)),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (!response.ok) return { ok: false, reason: 'http', status: response.status };
    const body: unknown = await response.json().catch(() => undefined);
    const id = (body as { id?: unknown } | undefined)?.id;
    return typeof id === 'number' ? { ok: true, id } : { ok: true };
  } catch {
    return { ok: false, reason: timedOut ? 'timeout' : 'network' };
  } finally {
    clearTimeout(timer);
  }
}
