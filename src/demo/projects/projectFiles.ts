/**
 * Pure functions that turn a demo's sources into a runnable project: for StackBlitz and CodeSandbox
 * (their Create React App templates) and for the downloaded zip (esbuild, one command to start).
 * Versions are the site's own, pinned at build time into the demo's JSON (src/node/generate/demoSources/pinnedVersions.ts).
 */
import type { CodeStyling, CodeVariant } from '@/model/codeVariants';
import type { DemoSources, DemoVariantSources } from '@/model/demoSourcesFile';
import { demoAnchor, demoTitle } from '@/model/demoTitle';

/** Runs the Create React App projects opened on CodeSandbox (not a dependency of the site). */
export const REACT_SCRIPTS_VERSION = '5.0.1';
/**
 * The online editors' Tailwind variants load Tailwind's browser build, so edited classes work; the
 * downloaded zip ships the CSS compiled at build time instead and needs no network.
 */
export const TAILWIND_CDN = 'https://cdn.tailwindcss.com';
export const ZIP_PORT = 3000;

export interface ProjectInput {
  sources: DemoSources;
  variant: CodeVariant;
  styling: CodeStyling;
  /** Live-edited code to use instead of the stored source (it is JavaScript). */
  code?: string;
  /** The page the demo comes from, for the description and README. */
  pageUrl?: string;
}

export interface Project {
  title: string;
  description: string;
  /** The demo component's file, relative to the project root. */
  demoFile: string;
  files: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}

export type ProjectLayout = 'stackblitz' | 'codesandbox' | 'zip';

export function resolveVariant(
  sources: DemoSources,
  styling: CodeStyling,
): { styling: CodeStyling; files: DemoVariantSources } {
  const chosen = sources.stylings[styling];
  if (chosen) return { styling, files: chosen };
  return { styling: 'System', files: sources.stylings.System! };
}

function packageJsonName(name: string): string {
  return (
    demoAnchor(name)
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'demo'
  );
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

function sortKeys(record: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

function indexHtml(title: string, options: { tailwind: boolean; head?: string[]; body?: string }) {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="utf-8" />',
    '    <meta name="viewport" content="initial-scale=1, width=device-width" />',
    `    <title>${title.replace(/</g, '&lt;')}</title>`,
    ...(options.tailwind ? [`    <script src="${TAILWIND_CDN}"></script>`] : []),
    ...(options.head ?? []).map((line) => `    ${line}`),
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    ...(options.body ? [`    ${options.body}`] : []),
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/** The entry file: renders the demo inside the provider its library needs. */
export function indexSource(
  sources: DemoSources,
  variant: CodeVariant,
  demoModule: string,
): string {
  const deps = sources.dependencies;
  const joy = sources.productId === 'joy-ui' && Boolean(deps['@mui/joy']);
  const material = !joy && Boolean(deps['@mui/material']);
  const imports = [
    "import * as React from 'react';",
    "import * as ReactDOM from 'react-dom/client';",
    ...(joy ? ["import { CssVarsProvider } from '@mui/joy/styles';"] : []),
    ...(material ? ["import { StyledEngineProvider } from '@mui/material/styles';"] : []),
    `import Demo from './${demoModule}';`,
  ];
  const [open, close] = joy
    ? ['<CssVarsProvider>', '</CssVarsProvider>']
    : material
      ? ['<StyledEngineProvider injectFirst>', '</StyledEngineProvider>']
      : ['', ''];
  const demo = open ? [`    ${open}`, '      <Demo />', `    ${close}`] : ['    <Demo />'];
  const root =
    variant === 'TS' ? "document.getElementById('root')!" : "document.getElementById('root')";
  return [
    ...imports,
    '',
    `ReactDOM.createRoot(${root}).render(`,
    '  <React.StrictMode>',
    ...demo,
    '  </React.StrictMode>,',
    ');',
    '',
  ].join('\n');
}

export function tsconfig(moduleResolution: 'node' | 'bundler'): string {
  return json({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'dom.iterable', 'ES2022'],
      jsx: 'react-jsx',
      module: 'ESNext',
      moduleResolution,
      strict: true,
      esModuleInterop: true,
      skipLibCheck: true,
      isolatedModules: true,
      resolveJsonModule: true,
      noEmit: true,
    },
    include: ['src'],
  });
}

/** The demo's own files (component and the files it imports), keyed by name inside `src/`. */
function demoSourceFiles(input: ProjectInput): { demoName: string; files: Record<string, string> } {
  const { sources, variant } = input;
  const { files } = resolveVariant(sources, input.styling);
  // Live-edited code is JavaScript whatever the chosen variant.
  const language: CodeVariant = input.code !== undefined ? 'JS' : variant;
  const extension = language === 'TS' ? 'tsx' : 'js';
  const demoName = `${sources.name}.${extension}`;
  const result: Record<string, string> = {
    [demoName]: `${input.code ?? files[language].code}\n`,
  };
  for (const file of files.files) {
    const name = language === 'TS' ? file.ts : file.js;
    const content = language === 'TS' ? file.TS : file.JS;
    result[name] = content.endsWith('\n') ? content : `${content}\n`;
  }
  return { demoName, files: result };
}

export function createProject(input: ProjectInput, layout: ProjectLayout): Project {
  const { sources } = input;
  const { styling, files: variantFiles } = resolveVariant(sources, input.styling);
  const { demoName, files: demoFiles } = demoSourceFiles(input);
  const language: CodeVariant = demoName.endsWith('.tsx') ? 'TS' : 'JS';
  const ts = language === 'TS';
  const title = `${demoTitle(sources.name)} demo`;
  const description = input.pageUrl
    ? `${title}, from ${input.pageUrl}`
    : `${title}, from the ${sources.productId} documentation`;
  const tailwind = styling === 'Tailwind';
  const indexName = `index.${ts ? 'tsx' : 'js'}`;
  const index = indexSource(sources, language, sources.name);
  const dependencies = sortKeys({ ...sources.dependencies });
  const devDependencies = ts
    ? sortKeys(
        Object.fromEntries(
          ['typescript', '@types/react', '@types/react-dom']
            .filter((name) => sources.devDependencies[name])
            .map((name) => [name, sources.devDependencies[name]!]),
        ),
      )
    : {};
  const files: Record<string, string> = {};

  if (layout === 'stackblitz') {
    // StackBlitz's create-react-app template: files at the root, dependencies as form fields.
    files['index.html'] = indexHtml(title, { tailwind });
    files[indexName] = index;
    Object.assign(files, demoFiles);
    if (ts) files['tsconfig.json'] = tsconfig('node');
    return { title, description, demoFile: demoName, files, dependencies, devDependencies };
  }

  if (layout === 'codesandbox') {
    files['public/index.html'] = indexHtml(title, { tailwind });
    files[`src/${indexName}`] = index;
    for (const [name, content] of Object.entries(demoFiles)) files[`src/${name}`] = content;
    if (ts) files['tsconfig.json'] = tsconfig('node');
    const withScripts = sortKeys({ ...dependencies, 'react-scripts': REACT_SCRIPTS_VERSION });
    files['package.json'] = json({
      name: packageJsonName(sources.name),
      description,
      private: true,
      main: `src/${indexName}`,
      scripts: { start: 'react-scripts start', build: 'react-scripts build' },
      dependencies: withScripts,
      ...(ts ? { devDependencies } : {}),
      browserslist: ['>0.2%', 'not dead'],
    });
    return {
      title,
      description,
      demoFile: `src/${demoName}`,
      files,
      dependencies: withScripts,
      devDependencies,
    };
  }

  // The zip: esbuild bundles and serves; nothing else to install or configure.
  const esbuild = sources.devDependencies.esbuild;
  const zipDev = sortKeys({ ...devDependencies, ...(esbuild ? { esbuild } : {}) });
  const hasCss = Object.keys(demoFiles).some((name) => name.endsWith('.css'));
  const bundle = [
    `esbuild src/${indexName} --bundle --outdir=public/build`,
    '--jsx=automatic --loader:.js=jsx',
  ].join(' ');
  files['package.json'] = json({
    name: packageJsonName(sources.name),
    version: '0.0.0',
    description,
    private: true,
    scripts: {
      start: `${bundle} --sourcemap --servedir=public --serve=${ZIP_PORT}`,
      build: `${bundle} --minify`,
      ...(ts ? { typecheck: 'tsc' } : {}),
    },
    dependencies,
    devDependencies: zipDev,
  });
  const tailwindCss = tailwind ? variantFiles.css : undefined;
  if (tailwindCss !== undefined) files['public/tailwind.css'] = tailwindCss;
  files['public/index.html'] = indexHtml(title, {
    tailwind: tailwind && tailwindCss === undefined,
    head: [
      ...(tailwindCss !== undefined ? ['<link rel="stylesheet" href="/tailwind.css" />'] : []),
      ...(hasCss ? ['<link rel="stylesheet" href="/build/index.css" />'] : []),
    ],
    body: '<script src="/build/index.js"></script>',
  });
  files[`src/${indexName}`] = index;
  for (const [name, content] of Object.entries(demoFiles)) files[`src/${name}`] = content;
  if (ts) files['tsconfig.json'] = tsconfig('bundler');
  files['.gitignore'] = 'node_modules/\npublic/build/\n';
  files['README.md'] = readme({
    title,
    description,
    demoFile: `src/${demoName}`,
    ts,
    tailwind: !tailwind ? false : tailwindCss !== undefined ? 'compiled' : 'cdn',
  });
  return {
    title,
    description,
    demoFile: `src/${demoName}`,
    files,
    dependencies,
    devDependencies: zipDev,
  };
}

function readme(options: {
  title: string;
  description: string;
  demoFile: string;
  ts: boolean;
  /** `compiled`: public/tailwind.css holds the classes the demo uses; `cdn`: the browser build. */
  tailwind: false | 'compiled' | 'cdn';
}): string {
  return [
    `# ${options.title}`,
    '',
    `${options.description}.`,
    '',
    '## Run it',
    '',
    '```bash',
    'npm install',
    'npm start',
    '```',
    '',
    `Then open http://localhost:${ZIP_PORT}.`,
    '',
    `\`npm start\` runs [esbuild](https://esbuild.github.io/): it bundles \`src/\` (TypeScript and JSX`,
    'included) in memory and serves `public/` with the bundle under `/build/`. Reload the page to see',
    'your changes. Nothing is fetched at run time: once `npm install` is done, it works offline' +
      (options.tailwind === 'cdn'
        ? ', except for Tailwind, loaded from its CDN by `public/index.html`.'
        : '.'),
    ...(options.tailwind === 'compiled'
      ? [
          '',
          '`public/tailwind.css` holds the Tailwind classes the demo uses, compiled ahead of time. If',
          'you add classes, compile it again with Tailwind CSS v3 (`npx tailwindcss@3 -o public/tailwind.css',
          "--content './src/**/*.{js,jsx,ts,tsx}'`).",
        ]
      : []),
    '',
    '- `npm run build` writes a minified bundle to `public/build/`; `public/` is then a static site.',
    ...(options.ts
      ? ['- `npm run typecheck` checks the types with `tsc` (esbuild does not).']
      : []),
    '',
    `The demo itself is \`${options.demoFile}\`.`,
    '',
  ].join('\n');
}
