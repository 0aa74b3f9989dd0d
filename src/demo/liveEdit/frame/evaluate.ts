/**
 * Runs a compiled demo (CommonJS, from ../compile.ts) and returns its default export. This is the
 * one place that evaluates code: it only runs inside the live-edit frame, a sandboxed document with
 * an opaque origin whose own CSP allows eval; the docs pages' CSP does not.
 */
import type * as React from 'react';
import { compileDemo, LiveCompileError } from '../compile';
import { ModuleNotAllowedError, type ModuleNamespace } from '../modules';

/** The name the evaluated code has in stack traces, so its lines can be found there. */
export const LIVE_SOURCE_URL = 'live-demo.js';

type Load = (specifier: string) => Promise<ModuleNamespace>;
type Factory = (
  require: (specifier: string) => ModuleNamespace,
  module: { exports: Record<string, unknown> },
  exports: Record<string, unknown>,
) => void;

function isComponent(value: unknown): value is React.ComponentType {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

/** The 1-based line of the edited source where `error` was thrown, read from its stack. */
export function sourceLineOf(error: unknown): number | undefined {
  if (error instanceof LiveCompileError) return error.line;
  const stack = (error as { stack?: unknown } | null)?.stack;
  if (typeof stack !== 'string') return undefined;
  const match = new RegExp(`${LIVE_SOURCE_URL.replace('.', '\\.')}:(\\d+):\\d+`).exec(stack);
  return match ? Number(match[1]) : undefined;
}

/**
 * Evaluated as a script of its own (indirect eval: global scope, nothing of this module visible).
 * The wrapper stays on the first line, so line N of the code is line N of the script.
 */
function evaluate(code: string): Factory {
  const script = `(function (require, module, exports) {${code}\n})\n//# sourceURL=${LIVE_SOURCE_URL}`;
  const globalEval = globalThis.eval;
  return globalEval(script) as Factory;
}

export async function runDemo(source: string, load: Load): Promise<React.ComponentType> {
  const { code, imports } = compileDemo(source);
  // Every import is loaded before the code runs; one that fails is reported when required, so a
  // `require` in a string or an unused branch does not break the demo.
  const loaded = new Map<string, ModuleNamespace>();
  const failed = new Map<string, unknown>();
  await Promise.all(
    imports.map((specifier) =>
      load(specifier).then(
        (module) => loaded.set(specifier, module),
        (error: unknown) => failed.set(specifier, error),
      ),
    ),
  );
  const require = (specifier: string): ModuleNamespace => {
    const module = loaded.get(specifier);
    if (module) return module;
    throw failed.get(specifier) ?? new ModuleNotAllowedError(specifier);
  };
  const module = { exports: {} as Record<string, unknown> };
  evaluate(code)(require, module, module.exports);
  const component = module.exports.default;
  if (!isComponent(component)) {
    throw new Error('The demo must `export default` a React component');
  }
  return component;
}
