import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorsInSource, readProductionErrors } from './productionErrors';

const COMPILED = [
  'function a(name, shade) {',
  "  if (!ok) throw new Error(process.env.NODE_ENV !== \"production\" ? `MUI: The color${name ? ` (${name})` : ''} is invalid.\\n` + `Give it a \\`${shade}\\` key.` : _formatMuiErrorMessage(11, name ? ` (${name})` : '', shade));",
  "  if (!input) throw new Error(process.env.NODE_ENV !== \"production\" ? 'MUI: Expected valid input target. ' + 'Did you forget to forward refs?' : _formatMuiErrorMessage(1));",
  '}',
].join('\n');

describe('errorsInSource', () => {
  it('pairs each code with its development message, one %s per production argument', () => {
    expect(errorsInSource(COMPILED, 'a.js')).toEqual([
      [11, 'MUI: The color%s is invalid.\nGive it a `%s` key.'],
      [1, 'MUI: Expected valid input target. Did you forget to forward refs?'],
    ]);
  });

  it('fails the build when the message and the production call disagree on the arguments', () => {
    const broken =
      'throw new Error(process.env.NODE_ENV !== "production" ? `x ${a}` : _formatMuiErrorMessage(3));';
    expect(() => errorsInSource(broken, 'b.js')).toThrow(/#3: the message has 1 parts to fill/);
  });

  it('ignores a file that throws no minified error', () => {
    expect(errorsInSource('throw new Error("plain")', 'c.js')).toEqual([]);
  });
});

describe('readProductionErrors', () => {
  it('reads the installed packages: Material UI 6.1.9 error #12 and the nested copies', () => {
    const errors = readProductionErrors();
    const twelve = errors.find((error) => error.code === 12);
    expect(twelve?.messages).toHaveLength(1);
    expect(twelve?.messages[0]?.message).toContain('`color.main` should be a string, but `%s`');
    expect(twelve?.messages[0]?.packages).toEqual(['@mui/material@6.1.9']);
    // Joy UI's own @mui/system (6.0.0-alpha.13) numbers some errors differently from 6.1.9.
    const twenty = errors.find((error) => error.code === 20);
    expect(twenty?.messages.map((meaning) => meaning.packages.join(' '))).toEqual(
      expect.arrayContaining(['@mui/material@6.1.9', '@mui/system@6.0.0-alpha.13']),
    );
    expect(errors.map((error) => error.code)).toEqual(
      [...errors.map((error) => error.code)].sort((a, b) => a - b),
    );
  });

  it('merges one message thrown by several packages and keeps two messages for one code apart', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'errors-'));
    const write = (dir: string, name: string, version: string, code: string) => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, version }));
      fs.writeFileSync(path.join(dir, 'index.js'), code);
    };
    const thrown = (code: number, text: string) =>
      `throw new Error(process.env.NODE_ENV !== "production" ? '${text}' : _formatMuiErrorMessage(${code}));`;
    write(path.join(root, '@mui/one'), '@mui/one', '1.0.0', thrown(5, 'Five'));
    write(path.join(root, '@mui/two'), '@mui/two', '2.0.0', thrown(5, 'Five'));
    write(
      path.join(root, '@mui/two/node_modules/@mui/one'),
      '@mui/one',
      '0.9.0',
      thrown(5, 'Old five'),
    );
    expect(readProductionErrors(root)).toEqual([
      {
        code: 5,
        messages: [
          { message: 'Five', packages: ['@mui/one@1.0.0', '@mui/two@2.0.0'] },
          { message: 'Old five', packages: ['@mui/one@0.9.0'] },
        ],
      },
    ]);
    fs.rmSync(root, { recursive: true });
  });
});
