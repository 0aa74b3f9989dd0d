import Database from 'better-sqlite3';
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, hydrateAllIslands, browserForTests, newContext, watchConsole } from './browser';

const browser = browserForTests();

const PAGE = '/material-ui/getting-started/installation/';

function rowsFor(comment: string) {
  const db = new Database(inject('feedbackDbPath'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT page, rating, comment FROM feedback WHERE comment = ?').all(comment);
  } finally {
    db.close();
  }
}

describe('feedback widget', () => {
  it('submits with Ctrl+Enter, thanks the visitor and stores the row', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(PAGE);
    await hydrateAllIslands(page);
    await page.getByRole('button', { name: 'No, this page was not helpful' }).click();
    const comment = `The install command needs yarn too <script>alert(1)</script> ${Date.now()}`;
    const box = page.getByRole('textbox', { name: 'What was missing or wrong?' });
    await box.fill(comment);
    await box.press('Control+Enter');
    await page.getByRole('status').getByText('Thanks for your feedback!').waitFor();
    await expect.poll(() => rowsFor(comment)).toEqual([{ page: PAGE, rating: 'down', comment }]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the error message when the API can't be reached", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/feedback', (route) => route.abort('connectionrefused'));
    await page.goto(PAGE);
    await hydrateAllIslands(page);
    await page.getByRole('button', { name: 'Yes, this page was helpful' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alert')
      .getByText("Couldn't submit feedback. Please try again later.")
      .waitFor();
    await context.close();
  });

  it('shows the error message when the API answers with an error', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.route('**/api/feedback', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
    );
    await page.goto(PAGE);
    await hydrateAllIslands(page);
    await page.getByRole('button', { name: 'Yes, this page was helpful' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alert')
      .getByText("Couldn't submit feedback. Please try again later.")
      .waitFor();
    await context.close();
  });
});

describe('security headers', () => {
  it('sends a CSP that the page does not violate', async () => {
    const response = await fetch(`${baseUrl()}${PAGE}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');

    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation: (t: string) => void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await page.goto(PAGE);
    await hydrateAllIslands(page);
    await page.getByTestId('open-settings').click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
