/**
 * Live-edited code → a CommonJS module body, with sucrase: TypeScript types are stripped, JSX goes
 * to the automatic runtime (`react/jsx-runtime`), imports become `require` calls. Sucrase keeps
 * every line where it was, so line numbers in errors are the edited source's own.
 */
import { transform } from 'sucrase';

export class LiveCompileError extends Error {
  /** 1-based line in the edited source. */
  readonly line: number | undefined;

  constructor(message: string, line: number | undefined) {
    super(message);
    this.name = 'SyntaxError';
    this.line = line;
  }
}

export interface CompiledDemo {
  code: string;
  /** Every module the code requires, in order of first appearance. */
  imports: string[];
}

/** Sucrase writes each import as `require('<specifier>')` with the source's own quotes. */
const REQUIRE_CALL = /\brequire\((['"])([^'"\n]+)\1\)/g;

export function compileDemo(source: string): CompiledDemo {
  let code: string;
  try {
    code = transform(source, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: 'demo.tsx',
    }).code;
  } catch (error) {
    const { message, loc } = error as { message?: unknown; loc?: { line?: unknown } };
    const line = typeof loc?.line === 'number' ? loc.line : undefined;
    // Sucrase names the file first and appends "(line:column)"; the line is reported on its own.
    const text = String(message ?? error)
      .replace(/^Error transforming [^:]*: /, '')
      .replace(/\s*\(\d+:\d+\)$/, '');
    throw new LiveCompileError(text, line);
  }
  const imports = [...new Set(Array.from(code.matchAll(REQUIRE_CALL), (match) => match[2]!))];
  return { code, imports };
}
