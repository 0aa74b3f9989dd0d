/**
 * Runs a parsed demo module (parser.ts) without `eval`: a tree-walking interpreter whose functions
 * are real JavaScript functions, so React can render the components it defines, call their hooks
 * and event handlers. JSX becomes `createElement` calls.
 */
import type * as A from './ast';
import { lineAndColumn } from './parser';

export type ModuleNamespace = Record<string, unknown>;

export interface RunOptions {
  source: string;
  /** Every module the program imports, already loaded. */
  modules: ReadonlyMap<string, ModuleNamespace>;
  createElement: (type: unknown, props: unknown, ...children: unknown[]) => unknown;
  Fragment: unknown;
  /** Loop iterations allowed each time the interpreted code is entered (runaway-loop guard). */
  loopBudget?: number;
}

/** The module specifiers a program imports, in order. */
export function importedModules(program: A.Program): string[] {
  const result: string[] = [];
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && !result.includes(statement.source)) {
      result.push(statement.source);
    }
  }
  return result;
}

type Completion =
  | undefined
  | { type: 'return'; value: unknown }
  | { type: 'break' }
  | { type: 'continue' };
const BREAK: Completion = { type: 'break' };
const CONTINUE: Completion = { type: 'continue' };
/** Thrown by `a?.b` when `a` is nullish; caught by the enclosing chain. */
const SHORT_CIRCUIT = Symbol('short-circuit');

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

interface Binding {
  value: unknown;
  mutable: boolean;
}

class Scope {
  private readonly vars = new Map<string, Binding>();
  thisValue: unknown = undefined;

  constructor(
    readonly parent: Scope | null,
    /** A function's own scope: `var` lands here and `this` is bound here (not for arrows). */
    readonly isFunction = false,
    readonly hasThis = false,
  ) {}

  declare(name: string, value: unknown, mutable: boolean): void {
    this.vars.set(name, { value, mutable });
  }

  find(name: string): Binding | undefined {
    return this.vars.get(name) ?? this.parent?.find(name);
  }

  functionScope(): Scope {
    return this.isFunction || !this.parent ? this : this.parent.functionScope();
  }

  get(name: string): Binding | undefined {
    return this.vars.get(name);
  }
}

function isObjectLike(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

function describe(node: A.Expression): string {
  switch (node.type) {
    case 'Identifier':
      return node.name;
    case 'MemberExpression':
      if (!node.computed && node.property.type === 'Literal') {
        return `${describe(node.object)}.${String(node.property.value)}`;
      }
      return `${describe(node.object)}[…]`;
    case 'CallExpression':
      return `${describe(node.callee)}(…)`;
    case 'ThisExpression':
      return 'this';
    default:
      return 'expression';
  }
}

/** `import X from` of a namespace: its default export, or the CommonJS module itself. */
export function defaultExport(namespace: ModuleNamespace): unknown {
  return 'default' in namespace ? namespace.default : namespace;
}

function namedExport(namespace: ModuleNamespace, name: string): { found: boolean; value: unknown } {
  if (name in namespace) return { found: true, value: namespace[name] };
  const fallback = namespace.default;
  if (isObjectLike(fallback) && name in fallback) {
    return { found: true, value: (fallback as Record<string, unknown>)[name] };
  }
  return { found: false, value: undefined };
}

class Interpreter {
  private depth = 0;
  private loops = 0;
  private readonly templates = new WeakMap<A.TemplateLiteral, TemplateStringsArray>();

  constructor(private readonly options: RunOptions) {}

  // --- errors -----------------------------------------------------------------------------------

  private where(node: { start: number }): string {
    const { line, column } = lineAndColumn(this.options.source, node.start);
    return ` (${line}:${column})`;
  }

  private typeError(message: string, node: { start: number }): TypeError {
    return new TypeError(`${message}${this.where(node)}`);
  }

  private tick(node: { start: number }): void {
    this.loops += 1;
    if (this.loops > (this.options.loopBudget ?? 5_000_000)) {
      throw new RangeError(`A loop ran too long and was stopped${this.where(node)}`);
    }
  }

  // --- module -----------------------------------------------------------------------------------

  run(program: A.Program): Record<string, unknown> {
    const scope = new Scope(null, true, true);
    const exports: Record<string, unknown> = {};
    for (const statement of program.body) {
      if (statement.type !== 'ImportDeclaration') continue;
      const namespace = this.options.modules.get(statement.source);
      if (!namespace) throw new Error(`Module '${statement.source}' is not loaded`);
      for (const specifier of statement.specifiers) {
        if (specifier.kind === 'namespace') {
          scope.declare(specifier.local, namespace, false);
        } else if (specifier.kind === 'default') {
          scope.declare(specifier.local, defaultExport(namespace), false);
        } else {
          const { found, value } = namedExport(namespace, specifier.imported);
          if (!found) {
            throw new SyntaxError(
              `The module '${statement.source}' has no export named '${specifier.imported}'${this.where(statement)}`,
            );
          }
          scope.declare(specifier.local, value, false);
        }
      }
    }
    this.enter(() => {
      this.hoist(program.body, scope);
      for (const statement of program.body) {
        if (statement.type === 'ExportDefault') {
          const { declaration } = statement;
          exports.default =
            declaration.type === 'FunctionDeclaration'
              ? scope.find(declaration.fn.id.name)?.value
              : this.evaluate(declaration, scope, 'default');
        } else if (statement.type === 'ExportNamed') {
          if (statement.declaration) {
            this.execute(statement.declaration, scope);
            const names =
              statement.declaration.type === 'FunctionDeclaration'
                ? [statement.declaration.fn.id.name]
                : statement.declaration.declarations.flatMap((d) => boundNames(d.id));
            for (const name of names) exports[name] = scope.find(name)?.value;
          }
        } else {
          this.execute(statement, scope);
        }
      }
      for (const statement of program.body) {
        if (statement.type !== 'ExportNamed') continue;
        for (const { local, exported } of statement.specifiers) {
          const binding = scope.find(local);
          if (!binding)
            throw new SyntaxError(`Export '${local}' is not defined${this.where(statement)}`);
          exports[exported] = binding.value;
        }
      }
      return undefined;
    });
    return exports;
  }

  /** Entering interpreted code from outside (React calling a component) resets the loop budget. */
  private enter<T>(body: () => T): T {
    if (this.depth === 0) this.loops = 0;
    this.depth += 1;
    try {
      return body();
    } finally {
      this.depth -= 1;
    }
  }

  // --- functions --------------------------------------------------------------------------------

  private createFunction(node: A.FunctionNode, closure: Scope, name?: string): AnyFunction {
    const invoke = (thisValue: unknown, args: unknown[]) =>
      this.call(node, closure, thisValue, args, fn);
    const fn: AnyFunction = node.arrow
      ? (...args: unknown[]) => invoke(undefined, args)
      : function interpreted(this: unknown, ...args: unknown[]) {
          return invoke(this, args);
        };
    const displayName = node.id?.name ?? name ?? '';
    Object.defineProperty(fn, 'name', { value: displayName, configurable: true });
    let length = 0;
    for (const param of node.params) {
      if (param.type === 'AssignmentPattern' || param.type === 'RestElement') break;
      length += 1;
    }
    Object.defineProperty(fn, 'length', { value: length, configurable: true });
    return fn;
  }

  private call(
    node: A.FunctionNode,
    closure: Scope,
    thisValue: unknown,
    args: unknown[],
    self: AnyFunction,
  ): unknown {
    return this.enter(() => {
      const scope = new Scope(closure, true, !node.arrow);
      scope.thisValue = thisValue;
      // A named function expression can call itself by name.
      if (node.id && !node.arrow) scope.declare(node.id.name, self, true);
      node.params.forEach((param, index) => {
        if (param.type === 'RestElement')
          this.bind(param.argument, args.slice(index), scope, 'let');
        else this.bind(param, args[index], scope, 'let');
      });
      if (node.expression) return this.evaluate(node.body as A.Expression, scope);
      const body = (node.body as A.BlockStatement).body;
      this.hoist(body, scope);
      const completion = this.executeList(body, scope);
      return completion?.type === 'return' ? completion.value : undefined;
    });
  }

  // --- bindings ---------------------------------------------------------------------------------

  /** Declares (kind given) or assigns (kind null) the names of a pattern. */
  private bind(
    pattern: A.Pattern,
    value: unknown,
    scope: Scope,
    kind: 'const' | 'let' | 'var' | null,
  ): void {
    switch (pattern.type) {
      case 'Identifier':
        if (kind === 'var') scope.functionScope().declare(pattern.name, value, true);
        else if (kind) scope.declare(pattern.name, value, kind !== 'const');
        else this.assignName(pattern, value, scope);
        return;
      case 'MemberExpression': {
        const { object, key } = this.reference(pattern, scope);
        this.setProperty(object, key, value, pattern);
        return;
      }
      case 'AssignmentPattern': {
        const name = pattern.left.type === 'Identifier' ? pattern.left.name : undefined;
        const actual = value === undefined ? this.evaluate(pattern.right, scope, name) : value;
        this.bind(pattern.left, actual, scope, kind);
        return;
      }
      case 'ArrayPattern': {
        if (
          value === null ||
          value === undefined ||
          typeof (value as Iterable<unknown>)[Symbol.iterator] !== 'function'
        ) {
          throw this.typeError(`${String(value)} is not iterable`, pattern);
        }
        const items = Array.from(value as Iterable<unknown>);
        pattern.elements.forEach((element, index) => {
          if (!element) return;
          if (element.type === 'RestElement')
            this.bind(element.argument, items.slice(index), scope, kind);
          else this.bind(element, items[index], scope, kind);
        });
        return;
      }
      case 'ObjectPattern': {
        if (value === null || value === undefined) {
          throw this.typeError(`Cannot destructure '${String(value)}'`, pattern);
        }
        const used: PropertyKey[] = [];
        for (const property of pattern.properties) {
          if ('type' in property && property.type === 'RestElement') {
            const rest: Record<PropertyKey, unknown> = {};
            for (const key of Reflect.ownKeys(Object(value) as object)) {
              if (!used.includes(key) && Object.prototype.propertyIsEnumerable.call(value, key)) {
                rest[key] = (value as Record<PropertyKey, unknown>)[key];
              }
            }
            this.bind(property.argument, rest, scope, kind);
          } else {
            const {
              key: keyNode,
              computed,
              value: target,
            } = property as {
              key: A.Expression;
              computed: boolean;
              value: A.Pattern;
            };
            const key = this.propertyKey(keyNode, computed, scope);
            used.push(key);
            this.bind(target, (value as Record<PropertyKey, unknown>)[key], scope, kind);
          }
        }
        return;
      }
      case 'RestElement':
        this.bind(pattern.argument, value, scope, kind);
        return;
      default:
        throw new SyntaxError('Invalid binding');
    }
  }

  private assignName(node: A.Identifier, value: unknown, scope: Scope): void {
    const binding = scope.find(node.name);
    if (binding) {
      if (!binding.mutable)
        throw this.typeError(`Assignment to constant variable '${node.name}'`, node);
      binding.value = value;
      return;
    }
    if (node.name in globalThis) {
      (globalThis as Record<string, unknown>)[node.name] = value;
      return;
    }
    throw new ReferenceError(`${node.name} is not defined${this.where(node)}`);
  }

  private lookup(node: A.Identifier, scope: Scope): unknown {
    const binding = scope.find(node.name);
    if (binding) return binding.value;
    if (node.name in globalThis) return (globalThis as Record<string, unknown>)[node.name];
    throw new ReferenceError(`${node.name} is not defined${this.where(node)}`);
  }

  private propertyKey(node: A.Expression, computed: boolean, scope: Scope): PropertyKey {
    if (!computed) {
      if (node.type === 'Identifier') return node.name;
      if (node.type === 'Literal') return String(node.value);
    }
    const key = this.evaluate(node, scope);
    return typeof key === 'symbol' ? key : String(key);
  }

  private reference(node: A.MemberExpression, scope: Scope): { object: unknown; key: PropertyKey } {
    const object = this.evaluate(node.object, scope);
    if (object === null || object === undefined) {
      if (node.optional) throw SHORT_CIRCUIT;
      const key = node.computed ? '…' : String((node.property as A.Literal).value);
      throw this.typeError(
        `Cannot read properties of ${String(object)} (reading '${key}') in ${describe(node.object)}`,
        node,
      );
    }
    return { object, key: this.propertyKey(node.property, node.computed, scope) };
  }

  private setProperty(
    object: unknown,
    key: PropertyKey,
    value: unknown,
    node: { start: number },
  ): void {
    if (object === null || object === undefined) {
      throw this.typeError(
        `Cannot set properties of ${String(object)} (setting '${String(key)}')`,
        node,
      );
    }
    if (!Reflect.set(Object(object) as object, key, value, object)) {
      throw this.typeError(`Cannot assign to read only property '${String(key)}'`, node);
    }
  }

  // --- statements -------------------------------------------------------------------------------

  /** Function declarations are defined before their block runs. */
  private hoist(statements: A.Statement[], scope: Scope): void {
    for (const statement of statements) {
      const declaration =
        statement.type === 'FunctionDeclaration'
          ? statement
          : (statement.type === 'ExportDefault' || statement.type === 'ExportNamed') &&
              statement.declaration?.type === 'FunctionDeclaration'
            ? statement.declaration
            : null;
      if (declaration) {
        scope.declare(declaration.fn.id.name, this.createFunction(declaration.fn, scope), true);
      }
    }
  }

  private executeList(statements: A.Statement[], scope: Scope): Completion {
    for (const statement of statements) {
      const completion = this.execute(statement, scope);
      if (completion) return completion;
    }
    return undefined;
  }

  private executeBlock(statements: A.Statement[], parent: Scope): Completion {
    const scope = new Scope(parent);
    this.hoist(statements, scope);
    return this.executeList(statements, scope);
  }

  private execute(node: A.Statement, scope: Scope): Completion {
    switch (node.type) {
      case 'ExpressionStatement':
        this.evaluate(node.expression, scope);
        return undefined;
      case 'VariableDeclaration':
        for (const { id, init } of node.declarations) {
          const name = id.type === 'Identifier' ? id.name : undefined;
          const value = init ? this.evaluate(init, scope, name) : undefined;
          this.bind(id, value, scope, node.kind);
        }
        return undefined;
      case 'FunctionDeclaration':
      case 'EmptyStatement':
      case 'ImportDeclaration':
        return undefined;
      case 'ReturnStatement':
        return {
          type: 'return',
          value: node.argument ? this.evaluate(node.argument, scope) : undefined,
        };
      case 'BlockStatement':
        return this.executeBlock(node.body, scope);
      case 'IfStatement':
        if (this.evaluate(node.test, scope)) return this.executeNested(node.consequent, scope);
        return node.alternate ? this.executeNested(node.alternate, scope) : undefined;
      case 'ForStatement':
        return this.executeFor(node, scope);
      case 'ForInOfStatement':
        return this.executeForInOf(node, scope);
      case 'WhileStatement': {
        let first = node.doWhile;
        while (first || this.evaluate(node.test, scope)) {
          first = false;
          this.tick(node);
          const completion = this.executeNested(node.body, scope);
          if (completion === BREAK) break;
          if (completion && completion !== CONTINUE) return completion;
        }
        return undefined;
      }
      case 'BreakStatement':
        return BREAK;
      case 'ContinueStatement':
        return CONTINUE;
      case 'ThrowStatement':
        throw this.evaluate(node.argument, scope);
      case 'TryStatement':
        return this.executeTry(node, scope);
      case 'SwitchStatement': {
        const value = this.evaluate(node.discriminant, scope);
        const inner = new Scope(scope);
        let matched = node.cases.findIndex(
          (c) => c.test !== null && this.evaluate(c.test, inner) === value,
        );
        if (matched < 0) matched = node.cases.findIndex((c) => c.test === null);
        if (matched < 0) return undefined;
        for (const c of node.cases.slice(matched)) {
          this.hoist(c.consequent, inner);
          const completion = this.executeList(c.consequent, inner);
          if (completion === BREAK) return undefined;
          if (completion) return completion;
        }
        return undefined;
      }
      case 'ExportDefault':
      case 'ExportNamed':
        throw new SyntaxError(`Unexpected export${this.where(node)}`);
      default:
        return undefined;
    }
  }

  /** A statement in a position of its own (loop body, if branch): declarations get a block. */
  private executeNested(node: A.Statement, scope: Scope): Completion {
    if (node.type === 'VariableDeclaration' || node.type === 'FunctionDeclaration') {
      return this.executeBlock([node], scope);
    }
    return this.execute(node, scope);
  }

  private executeFor(node: A.ForStatement, scope: Scope): Completion {
    let loopScope = new Scope(scope);
    const perIteration =
      node.init?.type === 'VariableDeclaration' && node.init.kind !== 'var'
        ? node.init.declarations.flatMap((d) => boundNames(d.id))
        : [];
    if (node.init) {
      if (node.init.type === 'VariableDeclaration') this.execute(node.init, loopScope);
      else this.evaluate(node.init, loopScope);
    }
    // `let` in a for loop: each iteration has its own copy, so closures see their iteration's value.
    const copy = () => {
      if (!perIteration.length) return;
      const next = new Scope(scope);
      for (const name of perIteration) {
        const binding = loopScope.get(name)!;
        next.declare(name, binding.value, binding.mutable);
      }
      loopScope = next;
    };
    copy();
    for (;;) {
      if (node.test && !this.evaluate(node.test, loopScope)) break;
      this.tick(node);
      const completion = this.executeNested(node.body, loopScope);
      if (completion === BREAK) break;
      if (completion && completion !== CONTINUE) return completion;
      copy();
      if (node.update) this.evaluate(node.update, loopScope);
    }
    return undefined;
  }

  private executeForInOf(node: A.ForInOfStatement, scope: Scope): Completion {
    const right = this.evaluate(node.right, scope);
    let values: Iterable<unknown>;
    if (node.of) {
      if (
        right === null ||
        right === undefined ||
        typeof (right as Iterable<unknown>)[Symbol.iterator] !== 'function'
      ) {
        throw this.typeError(`${describe(node.right)} is not iterable`, node.right);
      }
      values = right as Iterable<unknown>;
    } else {
      const keys: string[] = [];
      if (right !== null && right !== undefined) {
        for (const key in right as object) keys.push(key);
      }
      values = keys;
    }
    for (const value of values) {
      this.tick(node);
      const iteration = new Scope(scope);
      if (node.left.type === 'VariableDeclaration') {
        this.bind(node.left.declarations[0]!.id, value, iteration, node.left.kind);
      } else {
        this.bind(node.left, value, iteration, null);
      }
      const completion = this.executeNested(node.body, iteration);
      if (completion === BREAK) break;
      if (completion && completion !== CONTINUE) return completion;
    }
    return undefined;
  }

  private executeTry(node: A.TryStatement, scope: Scope): Completion {
    const runFinally = (): Completion =>
      node.finalizer ? this.executeBlock(node.finalizer.body, scope) : undefined;
    let completion: Completion;
    try {
      completion = this.executeTryCatch(node, scope);
    } catch (error) {
      const final = runFinally();
      if (final) return final;
      throw error;
    }
    return runFinally() ?? completion;
  }

  private executeTryCatch(node: A.TryStatement, scope: Scope): Completion {
    try {
      return this.executeBlock(node.block.body, scope);
    } catch (error) {
      if (!node.handler || error === SHORT_CIRCUIT) throw error;
      const handlerScope = new Scope(scope);
      if (node.param) this.bind(node.param, error, handlerScope, 'let');
      return this.executeBlock(node.handler.body, handlerScope);
    }
  }

  // --- expressions ------------------------------------------------------------------------------

  private evaluate(node: A.Expression, scope: Scope, name?: string): unknown {
    switch (node.type) {
      case 'Literal':
        return node.value;
      case 'Identifier':
        return this.lookup(node, scope);
      case 'ThisExpression': {
        let current: Scope | null = scope;
        while (current && !current.hasThis) current = current.parent;
        return current?.thisValue;
      }
      case 'RegExpLiteral':
        return new RegExp(node.pattern, node.flags);
      case 'TemplateLiteral': {
        let out = node.cooked[0]!;
        node.expressions.forEach((expression, i) => {
          out += String(this.evaluate(expression, scope)) + node.cooked[i + 1]!;
        });
        return out;
      }
      case 'TaggedTemplate': {
        const { fn, thisValue } = this.callee(node.tag, scope);
        if (typeof fn !== 'function')
          throw this.typeError(`${describe(node.tag)} is not a function`, node);
        const strings = this.templateStrings(node.quasi);
        const values = node.quasi.expressions.map((e) => this.evaluate(e, scope));
        return (fn as AnyFunction).call(thisValue, strings, ...values);
      }
      case 'ArrayExpression': {
        const result: unknown[] = [];
        node.elements.forEach((element, index) => {
          if (!element) {
            result.length = index + 1;
          } else if (element.type === 'SpreadElement') {
            result.push(...this.spread(element, scope));
          } else {
            result.push(this.evaluate(element, scope));
          }
        });
        return result;
      }
      case 'ObjectExpression':
        return this.object(node, scope);
      case 'Function':
        return this.createFunction(node, scope, name);
      case 'UnaryExpression':
        return this.unary(node, scope);
      case 'UpdateExpression': {
        const { read, write } = this.accessor(
          node.argument as A.Identifier | A.MemberExpression,
          scope,
        );
        const old = read();
        const oldValue = typeof old === 'bigint' ? old : Number(old);
        const next =
          typeof oldValue === 'bigint'
            ? oldValue + (node.operator === '++' ? BigInt(1) : BigInt(-1))
            : oldValue + (node.operator === '++' ? 1 : -1);
        write(next);
        return node.prefix ? next : oldValue;
      }
      case 'BinaryExpression':
        return binary(
          node.operator,
          this.evaluate(node.left, scope),
          this.evaluate(node.right, scope),
          () => this.typeError(`Right-hand side of '${node.operator}' is not an object`, node),
        );
      case 'LogicalExpression': {
        const left = this.evaluate(node.left, scope);
        if (node.operator === '&&') return left ? this.evaluate(node.right, scope) : left;
        if (node.operator === '||') return left ? left : this.evaluate(node.right, scope);
        return left ?? this.evaluate(node.right, scope);
      }
      case 'ConditionalExpression':
        return this.evaluate(node.test, scope)
          ? this.evaluate(node.consequent, scope, name)
          : this.evaluate(node.alternate, scope, name);
      case 'AssignmentExpression':
        return this.assignment(node, scope);
      case 'SequenceExpression': {
        let value: unknown;
        for (const expression of node.expressions) value = this.evaluate(expression, scope);
        return value;
      }
      case 'CallExpression': {
        const { fn, thisValue } = this.callee(node.callee, scope);
        if (fn === null || fn === undefined) {
          if (node.optional) throw SHORT_CIRCUIT;
        }
        if (typeof fn !== 'function') {
          throw this.typeError(`${describe(node.callee)} is not a function`, node);
        }
        return (fn as AnyFunction).apply(thisValue, this.arguments(node.arguments, scope));
      }
      case 'NewExpression': {
        const constructor = this.evaluate(node.callee, scope);
        if (typeof constructor !== 'function') {
          throw this.typeError(`${describe(node.callee)} is not a constructor`, node);
        }
        return Reflect.construct(constructor, this.arguments(node.arguments, scope));
      }
      case 'MemberExpression': {
        const { object, key } = this.reference(node, scope);
        return (object as Record<PropertyKey, unknown>)[key];
      }
      case 'ChainExpression':
        try {
          return this.evaluate(node.expression, scope);
        } catch (error) {
          if (error === SHORT_CIRCUIT) return undefined;
          throw error;
        }
      case 'JSXElement':
        return this.jsx(node, scope);
      default:
        throw new SyntaxError('Unknown expression');
    }
  }

  private templateStrings(node: A.TemplateLiteral): TemplateStringsArray {
    let strings = this.templates.get(node);
    if (!strings) {
      const cooked = [...node.cooked] as string[] & { raw?: readonly string[] };
      Object.defineProperty(cooked, 'raw', { value: Object.freeze([...node.raw]) });
      strings = Object.freeze(cooked) as unknown as TemplateStringsArray;
      this.templates.set(node, strings);
    }
    return strings;
  }

  private callee(node: A.Expression, scope: Scope): { fn: unknown; thisValue: unknown } {
    if (node.type === 'MemberExpression') {
      const { object, key } = this.reference(node, scope);
      return { fn: (object as Record<PropertyKey, unknown>)[key], thisValue: object };
    }
    return { fn: this.evaluate(node, scope), thisValue: undefined };
  }

  private spread(node: A.SpreadElement, scope: Scope): unknown[] {
    const value = this.evaluate(node.argument, scope);
    if (
      value === null ||
      value === undefined ||
      typeof (value as Iterable<unknown>)[Symbol.iterator] !== 'function'
    ) {
      throw this.typeError(`${describe(node.argument)} is not iterable`, node);
    }
    return [...(value as Iterable<unknown>)];
  }

  private arguments(args: Array<A.Expression | A.SpreadElement>, scope: Scope): unknown[] {
    const result: unknown[] = [];
    for (const arg of args) {
      if (arg.type === 'SpreadElement') result.push(...this.spread(arg, scope));
      else result.push(this.evaluate(arg, scope));
    }
    return result;
  }

  private object(node: A.ObjectExpression, scope: Scope): Record<PropertyKey, unknown> {
    const result: Record<PropertyKey, unknown> = {};
    for (const property of node.properties) {
      if (property.type === 'SpreadElement') {
        const value = this.evaluate(property.argument, scope);
        if (value === null || value === undefined) continue;
        const source = Object(value) as Record<PropertyKey, unknown>;
        for (const key of Reflect.ownKeys(source)) {
          if (Object.prototype.propertyIsEnumerable.call(source, key)) {
            Object.defineProperty(result, key, {
              value: source[key],
              writable: true,
              enumerable: true,
              configurable: true,
            });
          }
        }
        continue;
      }
      const key = this.propertyKey(property.key, property.computed, scope);
      const value = this.evaluate(property.value, scope, typeof key === 'string' ? key : undefined);
      if (property.kind === 'init') {
        Object.defineProperty(result, key, {
          value,
          writable: true,
          enumerable: true,
          configurable: true,
        });
      } else {
        const existing = Object.getOwnPropertyDescriptor(result, key);
        Object.defineProperty(result, key, {
          get: property.kind === 'get' ? (value as () => unknown) : existing?.get,
          set: property.kind === 'set' ? (value as (v: unknown) => void) : existing?.set,
          enumerable: true,
          configurable: true,
        });
      }
    }
    return result;
  }

  private unary(node: A.UnaryExpression, scope: Scope): unknown {
    if (node.operator === 'typeof' && node.argument.type === 'Identifier') {
      const binding = scope.find(node.argument.name);
      if (!binding && !(node.argument.name in globalThis)) return 'undefined';
    }
    if (node.operator === 'delete') {
      if (node.argument.type !== 'MemberExpression') return true;
      const { object, key } = this.reference(node.argument, scope);
      return Reflect.deleteProperty(Object(object) as object, key);
    }
    const value = this.evaluate(node.argument, scope);
    switch (node.operator) {
      case '!':
        return !value;
      case '-':
        return -(value as number);
      case '+':
        return +(value as number);
      case '~':
        return ~(value as number);
      case 'typeof':
        return typeof value;
      case 'void':
        return undefined;
      default:
        throw new SyntaxError(`Unknown operator ${node.operator}`);
    }
  }

  private assignment(node: A.AssignmentExpression, scope: Scope): unknown {
    const { left, operator } = node;
    if (operator === '=') {
      const name = left.type === 'Identifier' ? left.name : undefined;
      if (left.type === 'MemberExpression') {
        const { object, key } = this.reference(left, scope);
        const value = this.evaluate(node.right, scope);
        this.setProperty(object, key, value, left);
        return value;
      }
      const value = this.evaluate(node.right, scope, name);
      this.bind(left, value, scope, null);
      return value;
    }
    const { read, write } = this.accessor(left as A.Identifier | A.MemberExpression, scope);
    const current = read();
    if (operator === '&&=' || operator === '||=' || operator === '??=') {
      const keep =
        operator === '&&='
          ? !current
          : operator === '||='
            ? Boolean(current)
            : current !== null && current !== undefined;
      if (keep) return current;
      const value = this.evaluate(node.right, scope);
      write(value);
      return value;
    }
    const value = binary(operator.slice(0, -1), current, this.evaluate(node.right, scope), () =>
      this.typeError('Invalid operand', node),
    );
    write(value);
    return value;
  }

  /** Reads and writes a name or property, evaluating the object and key once. */
  private accessor(
    target: A.Identifier | A.MemberExpression,
    scope: Scope,
  ): { read: () => unknown; write: (value: unknown) => void } {
    if (target.type === 'Identifier') {
      return {
        read: () => this.lookup(target, scope),
        write: (value) => this.assignName(target, value, scope),
      };
    }
    const { object, key } = this.reference(target, scope);
    return {
      read: () => (object as Record<PropertyKey, unknown>)[key],
      write: (value) => this.setProperty(object, key, value, target),
    };
  }

  private jsx(node: A.JSXElement, scope: Scope): unknown {
    const { createElement, Fragment } = this.options;
    const type =
      node.name === null
        ? Fragment
        : typeof node.name === 'string'
          ? node.name
          : this.evaluate(node.name, scope);
    if (type === undefined || type === null) {
      const label = typeof node.name === 'object' && node.name ? describe(node.name) : 'element';
      throw this.typeError(
        `<${label}> is ${String(type)}: check that it is imported or defined`,
        node,
      );
    }
    let props: Record<string, unknown> | null = null;
    for (const attribute of node.attributes) {
      props ??= {};
      if (attribute.type === 'JSXSpreadAttribute') {
        const value = this.evaluate(attribute.argument, scope);
        if (value !== null && value !== undefined) Object.assign(props, value);
      } else {
        props[attribute.name] =
          attribute.value === null ? true : this.evaluate(attribute.value, scope);
      }
    }
    const children = node.children.map((child) => this.evaluate(child, scope));
    return createElement(type, props, ...children);
  }
}

function binary(operator: string, left: unknown, right: unknown, notObject: () => Error): unknown {
  // The casts only quiet the type checker: the operators apply JavaScript's own coercions.
  const l = left as number;
  const r = right as number;
  switch (operator) {
    case '+':
      return l + r;
    case '-':
      return l - r;
    case '*':
      return l * r;
    case '/':
      return l / r;
    case '%':
      return l % r;
    case '**':
      return l ** r;
    case '==':
      return l == r;
    case '!=':
      return l != r;
    case '===':
      return left === right;
    case '!==':
      return left !== right;
    case '<':
      return l < r;
    case '>':
      return l > r;
    case '<=':
      return l <= r;
    case '>=':
      return l >= r;
    case '<<':
      return l << r;
    case '>>':
      return l >> r;
    case '>>>':
      return l >>> r;
    case '&':
      return l & r;
    case '|':
      return l | r;
    case '^':
      return l ^ r;
    case 'in':
      if (!isObjectLike(right)) throw notObject();
      return (left as PropertyKey) in right;
    case 'instanceof':
      if (typeof right !== 'function') throw notObject();
      return left instanceof right;
    default:
      throw new SyntaxError(`Unknown operator ${operator}`);
  }
}

function boundNames(pattern: A.Pattern): string[] {
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name];
    case 'AssignmentPattern':
      return boundNames(pattern.left);
    case 'RestElement':
      return boundNames(pattern.argument);
    case 'ArrayPattern':
      return pattern.elements.flatMap((element) => (element ? boundNames(element) : []));
    case 'ObjectPattern':
      return pattern.properties.flatMap((property) =>
        'type' in property && property.type === 'RestElement'
          ? boundNames(property.argument)
          : boundNames((property as { value: A.Pattern }).value),
      );
    default:
      return [];
  }
}

/** Runs a module; returns its exports. */
export function runModule(program: A.Program, options: RunOptions): Record<string, unknown> {
  return new Interpreter(options).run(program);
}
