/**
 * Every demo the site offers for live editing, in the JavaScript the editor starts from: it compiles
 * with sucrase, imports only modules the live-edit frame provides, and renders the same markup run
 * from that compiled code as the demo bundled by the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CssVarsProvider as JoyCssVarsProvider } from '@mui/joy/styles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { toJavaScript } from '@/node/generate/demoSources/toJavaScript';
import { loadSiteSource } from '@/node/generate/siteSource';
import generatedModules from '@/generated/liveEditModules';
import { compileDemo } from './compile';
import { runDemo } from './frame/evaluate';
import { BUILT_IN_MODULES, type ModuleNamespace } from './modules';

const ROOT = path.resolve(__dirname, '../../..');

/** Every demo file of the repository, styling variants included. */
function demoFiles(): string[] {
  const content = path.join(ROOT, 'content');
  return fs
    .readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => path.join(content, file))
    .sort();
}

/**
 * Demos for which the site offers no live editor: the directive hides the toolbar (site tools such
 * as the theme viewer) or sets `disableLiveEdit`.
 */
function demosWithoutLiveEditor(): Set<string> {
  const index = loadSiteSource().index;
  const fileOf = new Map(index.demos.map((demo) => [demo.id, path.join(ROOT, demo.file)]));
  const files = new Set<string>();
  for (const page of index.pages) {
    for (const segment of page.segments) {
      if (
        segment.kind === 'demo' &&
        (segment.options.hideToolbar || segment.options.disableLiveEdit)
      )
        files.add(fileOf.get(segment.id) ?? segment.id);
    }
  }
  return files;
}

const provided = new Set([...Object.keys(BUILT_IN_MODULES), ...Object.keys(generatedModules)]);

/** Node resolves the real modules (the browser's map holds only the names the demos import). */
async function loadInNode(specifier: string): Promise<ModuleNamespace> {
  const module = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
  return { ...module, __esModule: true, default: 'default' in module ? module.default : module };
}

describe('every live-editable demo of the repository', () => {
  const notLive = demosWithoutLiveEditor();

  it.each(demoFiles().map((file) => [path.relative(ROOT, file), file]))(
    '%s compiles, imports only what the frame provides and renders as built',
    async (_name, file) => {
      if (notLive.has(file)) return;
      const js = await toJavaScript(fs.readFileSync(file, 'utf8'), path.basename(file), ROOT);
      // Relative imports (`from './x'`, `import './x'`) are not offered by the live editor.
      if (/(from|import) '\.\//.test(js)) return;
      const { imports } = compileDemo(js);
      expect(imports.filter((specifier) => !provided.has(specifier))).toEqual([]);

      const Live = await runDemo(js, loadInNode);
      const Built = ((await import(/* @vite-ignore */ file)) as { default: React.ComponentType })
        .default;
      // Inside the theme of its library, as on the site (function themes receive the outer one).
      const render = (component: React.ComponentType) =>
        renderToStaticMarkup(
          file.includes(`${path.sep}joy-ui${path.sep}`)
            ? React.createElement(JoyCssVarsProvider, null, React.createElement(component))
            : React.createElement(
                ThemeProvider,
                { theme: createTheme() },
                React.createElement(component),
              ),
        );
      const expected = render(Built);
      expect(render(Live)).toBe(expected);
      expect(expected.length).toBeGreaterThan(20);
    },
    // A grid demo is compiled, imported twice and rendered twice: seconds on a busy 2-core machine.
    20_000,
  );
});
