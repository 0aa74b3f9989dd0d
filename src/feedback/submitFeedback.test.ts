import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBMIT_TIMEOUT_MS, submitFeedback, type FeedbackPayload } from './submitFeedback';

const payload: FeedbackPayload = {
  page: '/material-ui/react-button/',
  rating: 'down',
  comment: '  <b>Missing</b> an example  ',
  version: '6.1.9',
  language: 'en',
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('submitFeedback', () => {
  it('POSTs the JSON payload and returns the stored id', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse(201, { ok: true, id: 42 }));
    const result = await submitFeedback('/api/feedback', payload, { fetchImpl });
    expect(result).toEqual({ ok: true, id: 42 });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/feedback');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(init?.body as string)).toEqual({
      page: '/material-ui/react-button/',
      rating: 'down',
      comment: '<b>Missing</b> an example',
      version: '6.1.9',
      language: 'en',
    });
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('leaves out a blank comment', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValue(jsonResponse(201, { ok: true, id: 1 }));
    await submitFeedback('/api/feedback', { ...payload, comment: '   ' }, { fetchImpl });
    expect(JSON.parse(fetchImpl.mock.calls[0]?.[1]?.body as string)).not.toHaveProperty('comment');
  });

  it('accepts any 2xx, even without a JSON body', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response(null, { status: 204 }));
    expect(await submitFeedback('https://feedback.example/', payload, { fetchImpl })).toEqual({
      ok: true,
    });
  });

  it.each([400, 413, 429, 500, 503])('reports HTTP %i as a failure', async (status) => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(status, { error: 'x' }));
    expect(await submitFeedback('/api/feedback', payload, { fetchImpl })).toEqual({
      ok: false,
      reason: 'http',
      status,
    });
  });

  it('reports a network error as a failure instead of throwing', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await submitFeedback('/api/feedback', payload, { fetchImpl })).toEqual({
      ok: false,
      reason: 'network',
    });
  });

  it('aborts after 10 seconds and reports a timeout', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const pending = submitFeedback('/api/feedback', payload, { fetchImpl });
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(fetchImpl.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ ok: false, reason: 'timeout' });
    expect(SUBMIT_TIMEOUT_MS).toBe(10_000);
  });

  it('clears its timer once answered', async () => {
    vi.useFakeTimers();
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(jsonResponse(201, { id: 1 }));
    await submitFeedback('/api/feedback', payload, { fetchImpl });
    expect(vi.getTimerCount()).toBe(0);
  });
});
