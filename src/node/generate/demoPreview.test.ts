import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR, ROOT_DIR } from '../paths';
import { readPageBody } from './content/readPage';
import { renderMarkdownBody } from './markdown';
import { DEMO_PREVIEW_MAX_LINES, demoPreview, readDemoPreview } from './demoPreview';
import { ContentError } from '../contentError';

let root: string;
let demoFile: string;
const DEMO_SOURCE = 'export default function Demo() {\n  return <button>Hi</button>;\n}\n';

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-preview-'));
  demoFile = path.join(root, 'Demo.tsx');
  fs.writeFileSync(demoFile, DEMO_SOURCE);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

function writePreview(text: string) {
  fs.writeFileSync(`${demoFile}.preview`, text);
}

function errorOf(): ContentError {
  try {
    readDemoPreview(demoFile, root);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return error as ContentError;
  }
  throw new Error('expected readDemoPreview to throw');
}

describe('readDemoPreview', () => {
  it('is null for a demo without a preview', () => {
    fs.rmSync(`${demoFile}.preview`, { force: true });
    expect(readDemoPreview(demoFile, root)).toBeNull();
  });

  it('reads the JSX without surrounding blank lines', () => {
    writePreview('\n<Button variant="contained">Hello</Button>\n<Button>World</Button>\n\n');
    expect(readDemoPreview(demoFile, root)).toBe(
      '<Button variant="contained">Hello</Button>\n<Button>World</Button>',
    );
  });

  it(`accepts ${DEMO_PREVIEW_MAX_LINES} lines`, () => {
    writePreview(
      Array.from({ length: DEMO_PREVIEW_MAX_LINES }, (_, i) => `<Item n={${i}} />`).join('\n'),
    );
    expect(readDemoPreview(demoFile, root)!.split('\n')).toHaveLength(DEMO_PREVIEW_MAX_LINES);
  });

  it('fails for a preview longer than 16 lines, naming the preview file', () => {
    writePreview(Array.from({ length: 17 }, (_, i) => `<Item n={${i}} />`).join('\n'));
    const error = errorOf();
    expect(error.message).toMatch(
      /^Demo\.tsx\.preview:17: the demo preview has 17 lines; keep it to 16/,
    );
  });

  it('fails for an empty preview', () => {
    writePreview('\n  \n');
    expect(errorOf().message).toBe(
      'Demo.tsx.preview:1: the demo preview is empty (delete it or add JSX)',
    );
  });

  it('fails for a preview that is not JSX, naming the line (blank lines before it counted)', () => {
    writePreview('\n<Stack>\n  <Button onClick={() => }>Hi</Button>\n</Stack>\n');
    const error = errorOf();
    expect(error.message).toMatch(/^Demo\.tsx\.preview:3: the demo preview is not valid JSX: /);
  });

  it('highlights the preview for the page data', async () => {
    writePreview('<Button variant="contained">Hello</Button>\n');
    const preview = await demoPreview(demoFile, root);
    expect(preview!.code).toBe('<Button variant="contained">Hello</Button>');
    expect(preview!.html).toMatch(/^<pre class="shiki/);
    expect(preview!.html).toContain('contained');
  });
});

/** Reads a page body as the site index does, then renders it as page data does. */
async function render(markdown: string) {
  const { segments, demos } = readPageBody(markdown, path.join(root, 'page.md'), {
    productId: 'material-ui',
    contentDir: root,
    rootDir: root,
  });
  return renderMarkdownBody(segments, (id) => demos.find((demo) => demo.id === id), {
    rootDir: root,
  });
}

describe('renderMarkdownBody with a .tsx.preview', () => {
  it('puts the preview in the demo block only when the demo has one', async () => {
    fs.writeFileSync(path.join(root, 'Other.tsx'), DEMO_SOURCE);
    writePreview('<Button>Hello</Button>\n');
    const { body } = await render('Intro.\n\n{{"demo": "Demo.tsx"}}\n\n{{"demo": "Other.tsx"}}\n');
    const demos = body.filter((block) => block.kind === 'demo');
    expect(demos).toHaveLength(2);
    expect(demos[0]).toMatchObject({ id: 'Demo', preview: { code: '<Button>Hello</Button>' } });
    expect('preview' in demos[1]!).toBe(false);
    // Page data is serialised as JSON: no undefined values.
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it('fails the site index for a bad preview, naming the preview file', async () => {
    writePreview('<Button>\n');
    await expect(render('{{"demo": "Demo.tsx"}}\n')).rejects.toThrow(
      /Demo\.tsx\.preview:\d+: the demo preview is not valid JSX/,
    );
  });
});

describe('the .tsx.preview files in content/', () => {
  const previews = fs
    .readdirSync(CONTENT_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx.preview'))
    .map((file) => path.join(CONTENT_DIR, file));

  it('exist (the experiments exercise the feature)', () => {
    expect(previews.length).toBeGreaterThan(0);
  });

  it.each(previews.map((file) => [path.relative(ROOT_DIR, file), file]))(
    '%s is valid and sits beside its demo',
    (_name, file) => {
      const demo = file.replace(/\.preview$/, '');
      expect(fs.existsSync(demo)).toBe(true);
      expect(readDemoPreview(demo)).toBeTruthy();
    },
  );
});
