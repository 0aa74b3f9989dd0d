import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LiveCompileError } from '../compile';
import { createModuleResolver, ModuleNotAllowedError } from '../modules';
import { runDemo, sourceLineOf } from './evaluate';

const load = createModuleResolver({
  '@mui/material/Chip': async () => ({ default: 'span', chipClasses: { root: 'chip' } }),
});

async function markup(source: string): Promise<string> {
  return renderToStaticMarkup(React.createElement(await runDemo(source, load)));
}

describe('runDemo', () => {
  it('runs classes, generators, async functions and default, named and namespace imports', async () => {
    const Demo = await runDemo(
      [
        "import * as React from 'react';",
        "import { useState } from 'react';",
        "import Chip, { chipClasses } from '@mui/material/Chip';",
        'function* letters() { yield "a"; yield "b"; }',
        'class Title extends React.Component<{ text: string }> {',
        '  render() { return <h2 className={chipClasses.root}>{this.props.text}</h2>; }',
        '}',
        'export const later = async () => { await null; return 2; };',
        'export default function Demo() {',
        '  const [n] = useState(1);',
        '  return <><Title text={[...letters()].join("")} /><Chip>{n}</Chip></>;',
        '}',
      ].join('\n'),
      load,
    );
    expect(renderToStaticMarkup(React.createElement(Demo))).toBe(
      '<h2 class="chip">ab</h2><span>1</span>',
    );
  });

  it('reports the source line of an error thrown while rendering', async () => {
    const Demo = await runDemo(
      'export default function Demo() {\n  const value = 1;\n  return missing.value;\n}\n',
      load,
    );
    let thrown: unknown;
    try {
      renderToStaticMarkup(React.createElement(Demo));
    } catch (error) {
      thrown = error;
    }
    expect(String(thrown)).toMatch(/missing is not defined/);
    expect(sourceLineOf(thrown)).toBe(3);
  });

  it('reports the source line of an error thrown by the module itself', async () => {
    const error = await runDemo('const a = 1;\n\nnull.x;\nexport default () => null;', load).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeError);
    expect(sourceLineOf(error)).toBe(3);
  });

  it('reports a compile error with its line and runs nothing', async () => {
    const error = await runDemo('export default 1;\nconst = ;', load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LiveCompileError);
    expect(sourceLineOf(error)).toBe(2);
  });

  it('refuses modules outside the map, but only when the code requires them', async () => {
    await expect(
      runDemo("import pad from 'left-pad';\nexport default () => pad;", load),
    ).rejects.toThrow(/can't be imported in the live editor/);
    await expect(runDemo("import x from './data';\nexport default () => x;", load)).rejects.toThrow(
      ModuleNotAllowedError,
    );
    expect(
      await markup('const s = "require(\'left-pad\')";\nexport default () => <i>{s}</i>;'),
    ).toBe('<i>require(&#x27;left-pad&#x27;)</i>');
  });

  it('needs a default export that is a component', async () => {
    await expect(runDemo('export const a = 1;', load)).rejects.toThrow(/export default/);
  });

  it('sees nothing of the module that runs it', async () => {
    expect(
      await markup('export default () => <i>{typeof compileDemo}{typeof load}{typeof loaded}</i>;'),
    ).toBe('<i>undefinedundefinedundefined</i>');
  });
});
