// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultDocsConfig, DocsProvider } from '@/config/DocsProvider';
import { I18nProvider } from '@/i18n/I18nProvider';
import { feedbackDictionaries } from '@/i18n/translations/islands';
import { FeedbackWidget } from './FeedbackWidget';

const ERROR_MESSAGE = "Couldn't submit feedback. Please try again later.";
const fetchMock = vi.fn<typeof fetch>();

function renderWidget() {
  return render(
    <I18nProvider language="en" dictionaries={feedbackDictionaries}>
      <DocsProvider
        config={{
          ...defaultDocsConfig,
          site: { ...defaultDocsConfig.site, feedbackUrl: '/api/test-feedback' },
        }}
      >
        <FeedbackWidget page="/material-ui/react-button/" version="6.1.9" language="en" />
      </DocsProvider>
    </I18nProvider>,
  );
}

function created(id: number): Response {
  return new Response(JSON.stringify({ ok: true, id }), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });
}

function sentBody(): Record<string, unknown> {
  return JSON.parse(fetchMock.mock.calls[0]?.[1]?.body as string) as Record<string, unknown>;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FeedbackWidget', () => {
  it('asks the question in a labelled region with two labelled toggle buttons', () => {
    renderWidget();
    const region = screen.getByRole('region', { name: 'Was this page helpful?' });
    expect(region).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Was this page helpful?' });
    const yes = screen.getByRole('button', { name: 'Yes, this page was helpful' });
    const no = screen.getByRole('button', { name: 'No, this page was not helpful' });
    expect(group.contains(yes) && group.contains(no)).toBe(true);
    expect(yes.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('textbox')).toBeNull();
    for (const button of screen.getAllByRole('button')) {
      expect(button.getAttribute('aria-label') ?? button.textContent).toBeTruthy();
    }
  });

  it('prompts for a comment after thumbs down and submits it with Ctrl+Enter', async () => {
    fetchMock.mockResolvedValue(created(7));
    renderWidget();
    const no = screen.getByRole('button', { name: 'No, this page was not helpful' });
    fireEvent.click(no);
    expect(no.getAttribute('aria-pressed')).toBe('true');
    const box = screen.getByRole('textbox', { name: 'What was missing or wrong?' });
    expect(document.activeElement).toBe(box);

    const comment = '<img src=x onerror="window.hacked=1"> needs an example';
    fireEvent.change(box, { target: { value: comment } });
    fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });

    expect(await screen.findByText('Thanks for your feedback!')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/test-feedback');
    expect(sentBody()).toEqual({
      page: '/material-ui/react-button/',
      rating: 'down',
      comment,
      version: '6.1.9',
      language: 'en',
    });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(document.activeElement).toBe(no);
  });

  it('submits thumbs up without a comment from the Submit button (Cmd+Enter also works)', async () => {
    fetchMock.mockResolvedValue(created(8));
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, this page was helpful' }));
    expect(screen.getByRole('textbox', { name: 'Tell us more (optional)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Thanks for your feedback!');
    expect(sentBody()).toEqual({
      page: '/material-ui/react-button/',
      rating: 'up',
      version: '6.1.9',
      language: 'en',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Yes, this page was helpful' }));
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter', metaKey: true });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
  });

  it.each([
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
    ['an HTTP 500', () => fetchMock.mockResolvedValue(new Response('{}', { status: 500 }))],
    ['an HTTP 429', () => fetchMock.mockResolvedValue(new Response('{}', { status: 429 }))],
  ])('shows exactly the failure message on %s and keeps the comment', async (_name, arrange) => {
    arrange();
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'No, this page was not helpful' }));
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Typo in the intro' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ERROR_MESSAGE);
    expect(screen.getByText(ERROR_MESSAGE).textContent).toBe(ERROR_MESSAGE);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Typo in the intro');
  });

  it('closes the comment box on Cancel or Escape without sending, returning focus', () => {
    renderWidget();
    const yes = screen.getByRole('button', { name: 'Yes, this page was helpful' });
    fireEvent.click(yes);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(yes);
    expect(yes.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(yes);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends only once when submit is pressed repeatedly', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderWidget();
    fireEvent.click(screen.getByRole('button', { name: 'No, this page was not helpful' }));
    const submit = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter', ctrlKey: true });
    await act(async () => answer(created(1)));
    await screen.findByText('Thanks for your feedback!');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
