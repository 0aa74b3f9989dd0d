/** Live-edited code → a React component: parse, load its imports, interpret (no eval). */
import * as React from 'react';
import { importedModules, runModule, type ModuleNamespace } from './interpreter';
import { parse } from './parser';

export type LoadModule = (specifier: string) => Promise<ModuleNamespace>;

function isComponent(value: unknown): value is React.ComponentType {
  return (
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value)
  );
}

export async function compileDemo(code: string, load: LoadModule): Promise<React.ComponentType> {
  const program = parse(code);
  const specifiers = importedModules(program);
  const modules = new Map(
    await Promise.all(specifiers.map(async (s) => [s, await load(s)] as const)),
  );
  const exports = runModule(program, {
    source: code,
    modules,
    createElement: React.createElement as (
      type: unknown,
      props: unknown,
      ...c: unknown[]
    ) => unknown,
    Fragment: React.Fragment,
  });
  const component = exports.default;
  if (!isComponent(component)) {
    throw new Error('The demo must `export default` a React component');
  }
  return component;
}
