import zlib from 'node:zlib';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { codeSandboxParameters, codeSandboxPayload, CODESANDBOX_URL } from './codesandbox';
import { demoZip } from './downloadZip';
import { compressToBase64, compressToUrlSafeBase64 } from './lzBase64';
import { createProject, indexSource, REACT_SCRIPTS_VERSION, TAILWIND_CDN } from './projectFiles';
import { stackBlitzPayload } from './stackblitz';
import type { DemoSources } from '@/model/demoSourcesFile';
import { crc32, createZip } from './zip';

const TS_CODE = [
  "import Button from '@mui/material/Button';",
  '',
  'export default function BasicButtons(): React.JSX.Element {',
  '  return <Button variant="contained">Contained</Button>;',
  '}',
].join('\n');
const JS_CODE = TS_CODE.replace(': React.JSX.Element', '');

const SOURCES: DemoSources = {
  version: 1,
  id: 'material-ui/components/button/BasicButtons',
  name: 'BasicButtons',
  productId: 'material-ui',
  stylings: {
    System: {
      TS: { code: TS_CODE, html: '<pre></pre>' },
      JS: { code: JS_CODE, html: '<pre></pre>' },
      files: [],
    },
    CSS: {
      TS: { code: "import './BasicButtons.css';\nexport default function B() {}", html: '' },
      JS: { code: "import './BasicButtons.css';\nexport default function B() {}", html: '' },
      files: [{ ts: 'BasicButtons.css', js: 'BasicButtons.css', TS: '.a{}\n', JS: '.a{}\n' }],
    },
    Tailwind: {
      TS: { code: 'export default function B() { return <b className="p-2" />; }', html: '' },
      JS: { code: 'export default function B() { return <b className="p-2" />; }', html: '' },
      files: [],
      css: '.p-2 { padding: 0.5rem }',
    },
  },
  dependencies: {
    react: '18.3.1',
    'react-dom': '18.3.1',
    '@mui/material': '6.1.9',
    '@emotion/react': '11.14.0',
    '@emotion/styled': '11.14.1',
  },
  devDependencies: {
    typescript: '5.9.3',
    '@types/react': '18.3.26',
    '@types/react-dom': '18.3.7',
    esbuild: '0.25.12',
  },
};

const PINNED = {
  '@emotion/react': '11.14.0',
  '@emotion/styled': '11.14.1',
  '@mui/material': '6.1.9',
  react: '18.3.1',
  'react-dom': '18.3.1',
};

function fields(payload: { fields: Array<[string, string]> }): Record<string, string> {
  return Object.fromEntries(payload.fields);
}

describe('project files', () => {
  it('renders the demo in the provider of its library', () => {
    const material = indexSource(SOURCES, 'TS', 'BasicButtons');
    expect(material).toContain("import { StyledEngineProvider } from '@mui/material/styles';");
    expect(material).toContain("import Demo from './BasicButtons';");
    expect(material).toContain("document.getElementById('root')!");
    const joy = indexSource(
      { ...SOURCES, productId: 'joy-ui', dependencies: { '@mui/joy': '5.0.0-beta.46' } },
      'JS',
      'X',
    );
    expect(joy).toContain("import { CssVarsProvider } from '@mui/joy/styles';");
    expect(joy).not.toContain("getElementById('root')!");
  });

  it('ships compiled Tailwind in the zip (offline) and the browser build to online editors', () => {
    const zip = createProject({ sources: SOURCES, variant: 'TS', styling: 'Tailwind' }, 'zip');
    expect(zip.files['public/tailwind.css']).toBe('.p-2 { padding: 0.5rem }');
    expect(zip.files['public/index.html']).toContain(
      '<link rel="stylesheet" href="/tailwind.css" />',
    );
    expect(zip.files['public/index.html']).not.toContain('<script src="https://');
    expect(zip.files['README.md']).toContain('`public/tailwind.css` holds the Tailwind classes');
    expect(zip.files['README.md']).not.toContain('CDN');
    const online = createProject(
      { sources: SOURCES, variant: 'TS', styling: 'Tailwind' },
      'stackblitz',
    );
    expect(online.files['index.html']).toContain(`<script src="${TAILWIND_CDN}"></script>`);
    const plain = createProject({ sources: SOURCES, variant: 'TS', styling: 'System' }, 'zip');
    expect(plain.files['public/tailwind.css']).toBeUndefined();
    expect(plain.files['public/index.html']).not.toContain('tailwind');
  });

  it('uses live-edited code as the JavaScript demo', () => {
    const project = createProject(
      { sources: SOURCES, variant: 'TS', styling: 'System', code: 'export default 1;' },
      'zip',
    );
    expect(project.files['src/BasicButtons.js']).toBe('export default 1;\n');
    expect(project.files['src/index.js']).toBeDefined();
    expect(project.files['tsconfig.json']).toBeUndefined();
  });
});

describe('StackBlitz', () => {
  it('posts a create-react-app project with pinned dependencies (TS)', () => {
    const payload = stackBlitzPayload({ sources: SOURCES, variant: 'TS', styling: 'System' });
    expect(payload.action).toBe('https://stackblitz.com/run?file=BasicButtons.tsx');
    const f = fields(payload);
    expect(f['project[template]']).toBe('create-react-app');
    expect(f['project[title]']).toBe('Basic buttons demo');
    expect(JSON.parse(f['project[dependencies]']!)).toEqual(PINNED);
    expect(JSON.parse(f['project[devDependencies]']!)).toEqual({
      '@types/react': '18.3.26',
      '@types/react-dom': '18.3.7',
      typescript: '5.9.3',
    });
    expect(f['project[files][BasicButtons.tsx]']).toBe(`${TS_CODE}\n`);
    expect(f['project[files][index.tsx]']).toContain("import Demo from './BasicButtons';");
    expect(f['project[files][index.html]']).toContain('<div id="root"></div>');
    expect(JSON.parse(f['project[files][tsconfig.json]']!).compilerOptions.jsx).toBe('react-jsx');
  });

  it('posts JavaScript without TypeScript tooling', () => {
    const f = fields(stackBlitzPayload({ sources: SOURCES, variant: 'JS', styling: 'System' }));
    expect(f['project[files][BasicButtons.js]']).toBe(`${JS_CODE}\n`);
    expect(f['project[files][index.js]']).toBeDefined();
    expect(f['project[files][tsconfig.json]']).toBeUndefined();
    expect(JSON.parse(f['project[devDependencies]']!)).toEqual({});
  });

  it('includes the files a styling variant imports', () => {
    const payload = stackBlitzPayload({ sources: SOURCES, variant: 'JS', styling: 'CSS' });
    expect(fields(payload)['project[files][BasicButtons.css]']).toBe('.a{}\n');
  });
});

describe('CodeSandbox', () => {
  it('defines a sandbox with package.json, index, demo and tsconfig', () => {
    const { parameters, demoFile } = codeSandboxParameters({
      sources: SOURCES,
      variant: 'TS',
      styling: 'System',
    });
    expect(demoFile).toBe('src/BasicButtons.tsx');
    expect(Object.keys(parameters.files).sort()).toEqual([
      'package.json',
      'public/index.html',
      'src/BasicButtons.tsx',
      'src/index.tsx',
      'tsconfig.json',
    ]);
    const pkg = JSON.parse(parameters.files['package.json']!.content);
    expect(pkg.dependencies).toEqual({ ...PINNED, 'react-scripts': REACT_SCRIPTS_VERSION });
    expect(pkg.devDependencies.typescript).toBe('5.9.3');
    expect(pkg.scripts.start).toBe('react-scripts start');
    expect(parameters.files['src/BasicButtons.tsx']!.content).toBe(`${TS_CODE}\n`);
  });

  it('posts the parameters LZ-compressed, as the define API expects', () => {
    const payload = codeSandboxPayload({ sources: SOURCES, variant: 'JS', styling: 'System' });
    expect(payload.action).toBe(CODESANDBOX_URL);
    const f = fields(payload);
    expect(f.query).toBe('file=/src/BasicButtons.js');
    expect(f.parameters).toMatch(/^[A-Za-z0-9_-]+$/);
    const base64 = f.parameters!.replace(/-/g, '+').replace(/_/g, '/');
    const decoded = JSON.parse(LZString.decompressFromBase64(base64)!);
    expect(decoded).toEqual(
      codeSandboxParameters({ sources: SOURCES, variant: 'JS', styling: 'System' }).parameters,
    );
  });
});

describe('LZ Base64', () => {
  const samples = [
    '',
    'a',
    'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    'hello hello hello world',
    'Unicode: é ≥ 😀 中文 — “quotes”',
    JSON.stringify(SOURCES),
    Array.from({ length: 3000 }, (_, i) => String.fromCharCode(32 + ((i * 7919) % 500))).join(''),
  ];
  it.each(samples.map((s) => [s.slice(0, 20), s]))('matches lz-string for %j', (_label, text) => {
    expect(compressToBase64(text)).toBe(LZString.compressToBase64(text));
    expect(LZString.decompressFromBase64(compressToBase64(text))).toBe(text);
  });
  it('makes the URL-safe form', () => {
    expect(compressToUrlSafeBase64(JSON.stringify(SOURCES))).not.toMatch(/[+/=]/);
  });
});

interface ParsedEntry {
  name: string;
  crc: number;
  data: Uint8Array;
}

/** Reads a zip the way unzip does: end record → central directory → local headers. */
function readZip(zip: Uint8Array): ParsedEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const endOffset = zip.length - 22;
  expect(view.getUint32(endOffset, true)).toBe(0x06054b50);
  const count = view.getUint16(endOffset + 10, true);
  const cdSize = view.getUint32(endOffset + 12, true);
  const cdOffset = view.getUint32(endOffset + 16, true);
  expect(cdOffset + cdSize).toBe(endOffset);
  const decoder = new TextDecoder();
  const entries: ParsedEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i += 1) {
    expect(view.getUint32(p, true)).toBe(0x02014b50);
    expect(view.getUint16(p + 10, true)).toBe(0); // stored
    const crc = view.getUint32(p + 16, true);
    const size = view.getUint32(p + 20, true);
    const nameLength = view.getUint16(p + 28, true);
    const extra = view.getUint16(p + 30, true);
    const comment = view.getUint16(p + 32, true);
    const localOffset = view.getUint32(p + 42, true);
    const name = decoder.decode(zip.subarray(p + 46, p + 46 + nameLength));
    expect(view.getUint32(localOffset, true)).toBe(0x04034b50);
    expect(view.getUint32(localOffset + 14, true)).toBe(crc);
    const localName = view.getUint16(localOffset + 26, true);
    const localExtra = view.getUint16(localOffset + 28, true);
    expect(decoder.decode(zip.subarray(localOffset + 30, localOffset + 30 + localName))).toBe(name);
    const start = localOffset + 30 + localName + localExtra;
    entries.push({ name, crc, data: zip.subarray(start, start + size) });
    p += 46 + nameLength + extra + comment;
  }
  return entries;
}

describe('zip', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });

  it('writes entries that read back with matching CRCs', () => {
    const zip = createZip([
      { name: 'a.txt', data: 'hello' },
      { name: 'dir/é.txt', data: new Uint8Array([0, 1, 2, 255]) },
    ]);
    const entries = readZip(zip);
    expect(entries.map((e) => e.name)).toEqual(['a.txt', 'dir/é.txt']);
    for (const entry of entries) expect(entry.crc).toBe(zlib.crc32(entry.data));
    expect(new TextDecoder().decode(entries[0]!.data)).toBe('hello');
    expect([...entries[1]!.data]).toEqual([0, 1, 2, 255]);
  });

  it('packs a runnable project: package.json with a start script, the demo and a README', () => {
    const { name, bytes } = demoZip({ sources: SOURCES, variant: 'TS', styling: 'System' });
    expect(name).toBe('BasicButtons.zip');
    const entries = readZip(bytes);
    for (const entry of entries) expect(entry.crc).toBe(zlib.crc32(entry.data));
    const text = (file: string) =>
      new TextDecoder().decode(entries.find((e) => e.name === `BasicButtons/${file}`)!.data);
    expect(entries.map((e) => e.name).sort()).toEqual(
      [
        '.gitignore',
        'README.md',
        'package.json',
        'public/index.html',
        'src/BasicButtons.tsx',
        'src/index.tsx',
        'tsconfig.json',
      ].map((file) => `BasicButtons/${file}`),
    );
    const pkg = JSON.parse(text('package.json'));
    expect(pkg.dependencies).toEqual(PINNED);
    expect(pkg.devDependencies.esbuild).toBe('0.25.12');
    expect(pkg.scripts.start).toContain('esbuild src/index.tsx --bundle');
    expect(pkg.scripts.start).toContain('--servedir=public');
    expect(text('src/BasicButtons.tsx')).toBe(`${TS_CODE}\n`);
    expect(text('README.md')).toContain('npm start');
    expect(text('public/index.html')).toContain('<script src="/build/index.js"></script>');
  });
});
