/**
 * Renders the template gallery's screenshots (640 × 400 JPEG, light and dark) into
 * public/static/templates/ from the full-page templates of the built site. The JPEGs are committed,
 * so the build needs no browser; after changing a template, build the site (`npm run build`) and
 * rerun `npx tsx scripts/template-screenshots.ts` [slug…].
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, waitForHydration } from '../tests/support/chromium';
import { startServer } from '../tests/support/server';
import { visitorContext } from '../tests/support/visitorContext';

const OUT_DIR = path.join(process.cwd(), 'public/static/templates');
const TEMPLATES = '/material-ui/getting-started/templates/';
const SLUGS = [
  'marketing-page',
  'blog',
  'checkout',
  'dashboard',
  'pricing',
  'sign-in',
  'sign-in-side',
  'sign-up',
  'sticky-footer',
];
/** The screen the template is shown on (CSS px), and the image's scale: 1280 × 800 → 640 × 400. */
const WIDTH = 1280;
const HEIGHT = 800;
const SCALE = 0.5;

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  const slugs = only.length ? SLUGS.filter((slug) => only.includes(slug)) : SLUGS;
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const server = await startServer({ staticRoot: 'out' });
  const browser = await launchChromium();
  try {
    for (const mode of ['light', 'dark'] as const) {
      const context = await visitorContext(browser, {
        baseURL: server.baseUrl,
        viewport: { width: WIDTH, height: HEIGHT + 120 },
        deviceScaleFactor: SCALE,
        colorScheme: mode,
        storage: { 'mui-mode': mode },
      });
      const page = await context.newPage();
      for (const slug of slugs) {
        await page.goto(`${TEMPLATES}${slug}/`);
        await waitForHydration(page);
        await page.waitForTimeout(400);
        // The template only: the full-page bar above it (back link, mode and direction) is left out.
        const top = await page.locator('main').evaluate((node) => node.getBoundingClientRect().top);
        const file = path.join(OUT_DIR, `${slug}-${mode}.jpg`);
        await page.screenshot({
          path: file,
          type: 'jpeg',
          quality: 72,
          clip: { x: 0, y: top, width: WIDTH, height: HEIGHT },
        });
        console.log(
          `wrote ${path.relative(process.cwd(), file)} (${fs.statSync(file).size} bytes)`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
