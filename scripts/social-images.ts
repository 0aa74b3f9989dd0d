/**
 * Renders the 1200 × 630 social cards (OpenGraph / Twitter images) into public/static/social/.
 * The PNGs are committed, so the build needs no browser; rerun this after changing a product's
 * name or tagline: `npx tsx scripts/social-images.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITE_PRODUCTS } from '../src/products/products';
import { launchChromium } from '../tests/support/chromium';

const OUT_DIR = path.join(process.cwd(), 'public/static/social');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function card(title: string, tagline: string): string {
  const font = fs
    .readFileSync(
      path.join(
        process.cwd(),
        'node_modules/@fontsource/roboto/files/roboto-latin-700-normal.woff2',
      ),
    )
    .toString('base64');
  return `<!doctype html><html><head><style>
@font-face { font-family: Card; font-weight: 700; src: url(data:font/woff2;base64,${font}); }
html, body { margin: 0; width: 1200px; height: 630px; }
body { font-family: Card, sans-serif; color: #fff; display: flex; flex-direction: column;
  justify-content: center; padding: 0 96px; box-sizing: border-box;
  background: linear-gradient(135deg, #0b1b36 0%, #0d47a1 60%, #1976d2 100%); }
.mark { font-size: 30px; letter-spacing: 0.2em; opacity: 0.8; margin-bottom: 28px; }
h1 { font-size: 96px; margin: 0 0 28px; line-height: 1.05; }
p { font-size: 38px; margin: 0; line-height: 1.3; max-width: 960px; opacity: 0.92; }
</style></head><body><div class="mark">MUI DOCS</div><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(tagline)}</p></body></html>`;
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  const cards = [
    ...SITE_PRODUCTS.map((p) => ({ id: p.id, title: p.name, tagline: p.tagline })),
    {
      id: 'home',
      title: 'React UI libraries',
      tagline: 'Material UI, Joy UI, Base UI, MUI System and the MUI X Data Grid.',
    },
  ];
  for (const { id, title, tagline } of cards) {
    await page.setContent(card(title, tagline));
    await page.screenshot({ path: path.join(OUT_DIR, `${id}.jpg`), type: 'jpeg', quality: 85 });
    console.log(`wrote ${id}.jpg`);
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
