/**
 * A small parser for the JavaScript that demos are written in: ES2022 modules with JSX, without
 * classes, generators, async functions and labels (they are reported as unsupported, with their
 * position). The live editor interprets the tree (interpreter.ts) because the site's
 * Content-Security-Policy forbids `eval` and `new Function`.
 */
import type * as A from './ast';

export class LiveSyntaxError extends SyntaxError {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(`${message} (${line}:${column})`);
    this.name = 'SyntaxError';
  }
}

export function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < source.length; i += 1) {
    if (source.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

type TokenType = 'name' | 'num' | 'string' | 'template' | 'punct' | 'eof';

interface Token {
  type: TokenType;
  /** Identifier name, punctuator, or the raw text of a number. */
  value: string;
  /** Cooked value of strings and numbers. */
  literal?: string | number | bigint;
  start: number;
  end: number;
  newlineBefore: boolean;
}

const PUNCTUATORS = [
  '>>>=',
  '...',
  '===',
  '!==',
  '**=',
  '<<=',
  '>>=',
  '>>>',
  '&&=',
  '||=',
  '??=',
  '=>',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '?.',
  '++',
  '--',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '&=',
  '|=',
  '^=',
  '**',
  '<<',
  '>>',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
  ';',
  ',',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '&',
  '|',
  '^',
  '!',
  '~',
  '?',
  ':',
  '=',
  '.',
  '@',
  '#',
];

const BINARY_PRECEDENCE: Record<string, number> = {
  '??': 1,
  '||': 2,
  '&&': 3,
  '|': 4,
  '^': 5,
  '&': 6,
  '==': 7,
  '!=': 7,
  '===': 7,
  '!==': 7,
  '<': 8,
  '>': 8,
  '<=': 8,
  '>=': 8,
  instanceof: 8,
  in: 8,
  '<<': 9,
  '>>': 9,
  '>>>': 9,
  '+': 10,
  '-': 10,
  '*': 11,
  '/': 11,
  '%': 11,
  '**': 12,
};

const ASSIGNMENT_OPERATORS = new Set([
  '=',
  '+=',
  '-=',
  '*=',
  '/=',
  '%=',
  '**=',
  '<<=',
  '>>=',
  '>>>=',
  '&=',
  '|=',
  '^=',
  '&&=',
  '||=',
  '??=',
]);

const RESERVED = new Set([
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'export',
  'extends',
  'finally',
  'for',
  'function',
  'if',
  'import',
  'in',
  'instanceof',
  'new',
  'return',
  'super',
  'switch',
  'this',
  'throw',
  'try',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'let',
  'yield',
  'await',
  'null',
  'true',
  'false',
]);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  times: '×',
  middot: '·',
  bull: '•',
  rarr: '→',
  larr: '←',
  laquo: '«',
  raquo: '»',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[body] ?? whole;
  });
}

/** JSX text whitespace, as Babel and TypeScript treat it. */
function cleanJsxText(value: string): string {
  const lines = value.split(/\r\n|\n|\r/);
  let lastNonEmpty = 0;
  lines.forEach((line, i) => {
    if (/[^ \t]/.test(line)) lastNonEmpty = i;
  });
  let result = '';
  lines.forEach((line, i) => {
    let trimmed = line.replace(/\t/g, ' ');
    if (i !== 0) trimmed = trimmed.replace(/^[ ]+/, '');
    if (i !== lines.length - 1) trimmed = trimmed.replace(/[ ]+$/, '');
    if (trimmed) {
      if (i !== lastNonEmpty) trimmed += ' ';
      result += trimmed;
    }
  });
  return result;
}

function isIdentifierStart(c: string): boolean {
  return /[A-Za-z_$]/.test(c) || c.charCodeAt(0) > 127;
}

function isIdentifierPart(c: string): boolean {
  return /[\w$]/.test(c) || c.charCodeAt(0) > 127;
}

export class Parser {
  private pos = 0;
  private tok: Token = { type: 'eof', value: '', start: 0, end: 0, newlineBefore: false };
  private lastEnd = 0;
  private functionDepth = 0;

  constructor(private readonly src: string) {}

  // --- errors -----------------------------------------------------------------------------------

  private error(message: string, at = this.tok.start): never {
    const { line, column } = lineAndColumn(this.src, at);
    throw new LiveSyntaxError(message, line, column);
  }

  private unexpected(token = this.tok): never {
    if (token.type === 'eof') this.error('Unexpected end of input', token.start);
    this.error(`Unexpected token '${this.src.slice(token.start, token.end)}'`, token.start);
  }

  private unsupported(what: string, at = this.tok.start): never {
    this.error(`${what} are not supported in the live editor`, at);
  }

  // --- lexer ------------------------------------------------------------------------------------

  /** Skips whitespace and comments from `pos`; tells whether a line break was crossed. */
  private skipSpace(): boolean {
    let newline = false;
    const src = this.src;
    while (this.pos < src.length) {
      const c = src[this.pos]!;
      if (c === '\n' || c === '\r' || c === '\u2028' || c === '\u2029') {
        newline = true;
        this.pos += 1;
      } else if (
        c === ' ' ||
        c === '\t' ||
        c === '\f' ||
        c === '\v' ||
        c === '\u00a0' ||
        c === '\ufeff'
      ) {
        this.pos += 1;
      } else if (c === '/' && src[this.pos + 1] === '/') {
        while (this.pos < src.length && src[this.pos] !== '\n') this.pos += 1;
      } else if (c === '/' && src[this.pos + 1] === '*') {
        const end = src.indexOf('*/', this.pos + 2);
        if (end < 0) this.error('Unterminated comment', this.pos);
        if (/[\n\r]/.test(src.slice(this.pos, end))) newline = true;
        this.pos = end + 2;
      } else {
        break;
      }
    }
    return newline;
  }

  private next(): void {
    this.lastEnd = this.tok.end;
    this.tok = this.lex();
  }

  private lex(): Token {
    const newlineBefore = this.skipSpace();
    const start = this.pos;
    const src = this.src;
    if (start >= src.length) return { type: 'eof', value: '', start, end: start, newlineBefore };
    const c = src[start]!;
    const make = (type: TokenType, value: string, literal?: Token['literal']): Token => ({
      type,
      value,
      literal,
      start,
      end: this.pos,
      newlineBefore,
    });

    if (isIdentifierStart(c)) {
      let end = start + 1;
      while (end < src.length && isIdentifierPart(src[end]!)) end += 1;
      this.pos = end;
      return make('name', src.slice(start, end));
    }
    if (/\d/.test(c) || (c === '.' && /\d/.test(src[start + 1] ?? ''))) {
      return this.readNumber(start, newlineBefore);
    }
    if (c === '"' || c === "'") {
      const value = this.readString(c);
      return make('string', src.slice(start, this.pos), value);
    }
    if (c === '`') {
      this.pos += 1;
      return make('template', '`');
    }
    for (const p of PUNCTUATORS) {
      if (src.startsWith(p, start)) {
        // `?.5` is `?` then `.5`.
        if (p === '?.' && /\d/.test(src[start + 2] ?? '')) continue;
        this.pos = start + p.length;
        return make('punct', p);
      }
    }
    return this.error(`Unexpected character '${c}'`, start);
  }

  private readNumber(start: number, newlineBefore: boolean): Token {
    const src = this.src;
    const match =
      /^(0[xX][\da-fA-F_]+|0[oO][0-7_]+|0[bB][01_]+|(?:\d[\d_]*\.?[\d_]*|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?)(n?)/.exec(
        src.slice(start),
      );
    if (!match) this.error('Invalid number', start);
    const text = match[1]!.replace(/_/g, '');
    this.pos = start + match[0].length;
    if (this.pos < src.length && isIdentifierStart(src[this.pos]!)) {
      this.error('Identifier directly after number', this.pos);
    }
    const literal = match[2] ? BigInt(text) : Number(text);
    return { type: 'num', value: match[0], literal, start, end: this.pos, newlineBefore };
  }

  /** Reads an escape after a backslash at `pos`; returns the cooked text. */
  private readEscape(): string {
    const src = this.src;
    const c = src[this.pos]!;
    this.pos += 1;
    switch (c) {
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'r':
        return '\r';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case 'v':
        return '\v';
      case '0':
        return '\0';
      case '\r':
        if (src[this.pos] === '\n') this.pos += 1;
        return '';
      case '\n':
      case '\u2028':
      case '\u2029':
        return '';
      case 'x': {
        const hex = src.slice(this.pos, this.pos + 2);
        if (!/^[\da-fA-F]{2}$/.test(hex)) this.error('Invalid hexadecimal escape', this.pos);
        this.pos += 2;
        return String.fromCharCode(parseInt(hex, 16));
      }
      case 'u': {
        if (src[this.pos] === '{') {
          const end = src.indexOf('}', this.pos);
          const hex = src.slice(this.pos + 1, end);
          if (end < 0 || !/^[\da-fA-F]+$/.test(hex)) this.error('Invalid Unicode escape', this.pos);
          this.pos = end + 1;
          return String.fromCodePoint(parseInt(hex, 16));
        }
        const hex = src.slice(this.pos, this.pos + 4);
        if (!/^[\da-fA-F]{4}$/.test(hex)) this.error('Invalid Unicode escape', this.pos);
        this.pos += 4;
        return String.fromCharCode(parseInt(hex, 16));
      }
      default:
        return c;
    }
  }

  private readString(quote: string): string {
    const src = this.src;
    this.pos += 1;
    let out = '';
    for (;;) {
      if (this.pos >= src.length) this.error('Unterminated string', this.pos);
      const c = src[this.pos]!;
      if (c === quote) {
        this.pos += 1;
        return out;
      }
      if (c === '\n' || c === '\r') this.error('Unterminated string', this.pos);
      if (c === '\\') {
        this.pos += 1;
        out += this.readEscape();
      } else {
        out += c;
        this.pos += 1;
      }
    }
  }

  // --- token helpers ----------------------------------------------------------------------------

  private is(value: string, type: TokenType = 'punct'): boolean {
    return this.tok.type === type && this.tok.value === value;
  }

  private isName(value: string): boolean {
    return this.is(value, 'name');
  }

  private eat(value: string, type: TokenType = 'punct'): boolean {
    if (!this.is(value, type)) return false;
    this.next();
    return true;
  }

  private expect(value: string, type: TokenType = 'punct'): void {
    if (!this.eat(value, type)) this.unexpected();
  }

  /** Checks the current token without reading the next one (JSX and template text follow). */
  private expectNoAdvance(value: string): void {
    if (!this.is(value)) this.unexpected();
    this.pos = this.tok.end;
  }

  private semicolon(): void {
    if (this.eat(';')) return;
    if (this.is('}') || this.tok.type === 'eof' || this.tok.newlineBefore) return;
    this.unexpected();
  }

  private identifier(): A.Identifier {
    const token = this.tok;
    if (token.type !== 'name') this.unexpected();
    if (RESERVED.has(token.value)) this.unexpected();
    this.next();
    return { type: 'Identifier', name: token.value, start: token.start };
  }

  private rejectTypeAnnotation(): void {
    if (this.is(':') || this.is('?')) {
      this.error('Type annotations are TypeScript: the live editor runs JavaScript');
    }
  }

  /** Looks past the parenthesis at `from` (default: the current token) for `=>`. */
  private arrowAhead(from = this.tok.start): boolean {
    const src = this.src;
    let depth = 0;
    let i = from;
    while (i < src.length) {
      const c = src[i]!;
      if (c === '(' || c === '[' || c === '{') depth += 1;
      else if (c === ')' || c === ']' || c === '}') {
        depth -= 1;
        if (depth === 0) {
          i += 1;
          break;
        }
      } else if (c === '"' || c === "'" || c === '`') {
        i += 1;
        while (i < src.length && src[i] !== c) i += src[i] === '\\' ? 2 : 1;
      } else if (c === '/' && src[i + 1] === '/') {
        while (i < src.length && src[i] !== '\n') i += 1;
      } else if (c === '/' && src[i + 1] === '*') {
        i = src.indexOf('*/', i + 2);
        if (i < 0) return false;
        i += 1;
      }
      i += 1;
    }
    const rest = src.slice(i).replace(/^(\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/, '');
    return rest.startsWith('=>');
  }

  // --- program and statements -------------------------------------------------------------------

  parseProgram(): A.Program {
    this.next();
    const body: A.Statement[] = [];
    while (this.tok.type !== 'eof') body.push(this.parseStatement(true));
    return { type: 'Program', body };
  }

  private parseStatement(topLevel = false): A.Statement {
    const token = this.tok;
    const start = token.start;
    if (token.type === 'punct') {
      if (token.value === '{') return this.parseBlock();
      if (token.value === ';') {
        this.next();
        return { type: 'EmptyStatement', start };
      }
    }
    if (token.type === 'name') {
      switch (token.value) {
        case 'var':
        case 'let':
        case 'const': {
          const declaration = this.parseVariableDeclaration(true);
          this.semicolon();
          return declaration;
        }
        case 'function':
          return this.parseFunctionDeclaration();
        case 'async':
          if (/^async\s+function\b/.test(this.src.slice(start)))
            this.unsupported('Async functions');
          break;
        case 'class':
          this.unsupported('Classes');
          break;
        case 'if': {
          this.next();
          const test = this.parseParenExpression();
          const consequent = this.parseStatement();
          const alternate = this.eat('else', 'name') ? this.parseStatement() : null;
          return { type: 'IfStatement', test, consequent, alternate, start };
        }
        case 'for':
          return this.parseFor();
        case 'while': {
          this.next();
          const test = this.parseParenExpression();
          return {
            type: 'WhileStatement',
            test,
            body: this.parseStatement(),
            doWhile: false,
            start,
          };
        }
        case 'do': {
          this.next();
          const body = this.parseStatement();
          this.expect('while', 'name');
          const test = this.parseParenExpression();
          this.eat(';');
          return { type: 'WhileStatement', test, body, doWhile: true, start };
        }
        case 'return': {
          if (this.functionDepth === 0) this.error("'return' outside of a function");
          this.next();
          const argument =
            this.is(';') || this.is('}') || this.tok.type === 'eof' || this.tok.newlineBefore
              ? null
              : this.parseExpression();
          this.semicolon();
          return { type: 'ReturnStatement', argument, start };
        }
        case 'break':
        case 'continue': {
          this.next();
          if (this.tok.type === 'name' && !this.tok.newlineBefore) this.unsupported('Labels');
          this.semicolon();
          return { type: token.value === 'break' ? 'BreakStatement' : 'ContinueStatement', start };
        }
        case 'throw': {
          this.next();
          if (this.tok.newlineBefore) this.error('Illegal newline after throw');
          const argument = this.parseExpression();
          this.semicolon();
          return { type: 'ThrowStatement', argument, start };
        }
        case 'try':
          return this.parseTry();
        case 'switch':
          return this.parseSwitch();
        case 'import':
          if (!/^import\s*[(.]/.test(this.src.slice(start))) {
            if (!topLevel) this.error('Imports must be at the top level of the module');
            return this.parseImport();
          }
          break;
        case 'export':
          if (!topLevel) this.error('Exports must be at the top level of the module');
          return this.parseExport();
        case 'debugger':
          this.next();
          this.semicolon();
          return { type: 'EmptyStatement', start };
        case 'with':
          this.unsupported("'with' statements");
          break;
        default:
          if (/^[\w$]+\s*:(?!:)/.test(this.src.slice(start)) && !RESERVED.has(token.value)) {
            const after = this.src.slice(start).replace(/^[\w$]+\s*/, '');
            if (after.startsWith(':')) this.unsupported('Labels');
          }
      }
    }
    const expression = this.parseExpression();
    this.semicolon();
    return { type: 'ExpressionStatement', expression, start };
  }

  private parseBlock(): A.BlockStatement {
    const start = this.tok.start;
    this.expect('{');
    const body: A.Statement[] = [];
    while (!this.is('}')) {
      if (this.tok.type === 'eof') this.unexpected();
      body.push(this.parseStatement());
    }
    this.next();
    return { type: 'BlockStatement', body, start };
  }

  private parseParenExpression(): A.Expression {
    this.expect('(');
    const expression = this.parseExpression();
    this.expect(')');
    return expression;
  }

  private parseVariableDeclaration(requireInit: boolean, noIn = false): A.VariableDeclaration {
    const start = this.tok.start;
    const kind = this.tok.value as A.VariableDeclaration['kind'];
    this.next();
    const declarations: A.VariableDeclaration['declarations'] = [];
    do {
      const id = this.parseBindingTarget();
      this.rejectTypeAnnotation();
      let init: A.Expression | null = null;
      if (this.eat('=')) init = this.parseAssign(noIn);
      else if (requireInit && (kind === 'const' || id.type !== 'Identifier')) {
        this.error('Missing initializer in declaration');
      }
      declarations.push({ id, init });
    } while (this.eat(','));
    return { type: 'VariableDeclaration', kind, declarations, start };
  }

  private parseFor(): A.Statement {
    const start = this.tok.start;
    this.next();
    if (this.isName('await')) this.unsupported("'for await' loops");
    this.expect('(');
    let init: A.VariableDeclaration | A.Expression | null = null;
    if (!this.is(';')) {
      if (this.isName('var') || this.isName('let') || this.isName('const')) {
        init = this.parseVariableDeclaration(false, true);
      } else {
        init = this.parseExpression(true);
      }
    }
    if (init && (this.isName('of') || this.isName('in'))) {
      const of = this.tok.value === 'of';
      this.next();
      const right = of ? this.parseAssign() : this.parseExpression();
      this.expect(')');
      const left =
        init.type === 'VariableDeclaration' ? init : this.toPattern(init as A.Expression);
      if (left.type === 'VariableDeclaration' && left.declarations.length !== 1) {
        this.error('Only one variable may be declared in a for…of/in loop', start);
      }
      return { type: 'ForInOfStatement', of, left, right, body: this.parseStatement(), start };
    }
    if (init?.type === 'VariableDeclaration') {
      for (const d of init.declarations) {
        if (!d.init && (init.kind === 'const' || d.id.type !== 'Identifier')) {
          this.error('Missing initializer in declaration', start);
        }
      }
    }
    this.expect(';');
    const test = this.is(';') ? null : this.parseExpression();
    this.expect(';');
    const update = this.is(')') ? null : this.parseExpression();
    this.expect(')');
    return { type: 'ForStatement', init, test, update, body: this.parseStatement(), start };
  }

  private parseTry(): A.TryStatement {
    const start = this.tok.start;
    this.next();
    const block = this.parseBlock();
    let param: A.Pattern | null = null;
    let handler: A.BlockStatement | null = null;
    let finalizer: A.BlockStatement | null = null;
    if (this.eat('catch', 'name')) {
      if (this.eat('(')) {
        param = this.parseBindingTarget();
        this.expect(')');
      }
      handler = this.parseBlock();
    }
    if (this.eat('finally', 'name')) finalizer = this.parseBlock();
    if (!handler && !finalizer) this.error('Missing catch or finally after try');
    return { type: 'TryStatement', block, param, handler, finalizer, start };
  }

  private parseSwitch(): A.SwitchStatement {
    const start = this.tok.start;
    this.next();
    const discriminant = this.parseParenExpression();
    this.expect('{');
    const cases: A.SwitchStatement['cases'] = [];
    while (!this.eat('}')) {
      let test: A.Expression | null = null;
      if (this.eat('case', 'name')) test = this.parseExpression();
      else this.expect('default', 'name');
      this.expect(':');
      const consequent: A.Statement[] = [];
      while (!this.is('}') && !this.isName('case') && !this.isName('default')) {
        if (this.tok.type === 'eof') this.unexpected();
        consequent.push(this.parseStatement());
      }
      cases.push({ test, consequent });
    }
    return { type: 'SwitchStatement', discriminant, cases, start };
  }

  private moduleSource(): string {
    if (this.tok.type !== 'string') this.unexpected();
    const source = this.tok.literal as string;
    this.next();
    return source;
  }

  private moduleName(): string {
    if (this.tok.type === 'name' || this.tok.type === 'string') {
      const name = this.tok.type === 'string' ? (this.tok.literal as string) : this.tok.value;
      this.next();
      return name;
    }
    return this.unexpected();
  }

  private parseImport(): A.ImportDeclaration {
    const start = this.tok.start;
    this.next();
    const specifiers: A.ImportDeclaration['specifiers'] = [];
    if (this.tok.type === 'string') {
      const source = this.moduleSource();
      this.semicolon();
      return { type: 'ImportDeclaration', source, specifiers, start };
    }
    if (this.tok.type === 'name' && !this.isName('type')) {
      const local = this.identifier().name;
      specifiers.push({ kind: 'default', imported: 'default', local });
      if (!this.eat(',')) {
        this.expect('from', 'name');
        const source = this.moduleSource();
        this.semicolon();
        return { type: 'ImportDeclaration', source, specifiers, start };
      }
    } else if (this.isName('type')) {
      this.error('Type imports are TypeScript: the live editor runs JavaScript');
    }
    if (this.eat('*')) {
      this.expect('as', 'name');
      specifiers.push({ kind: 'namespace', imported: '*', local: this.identifier().name });
    } else {
      this.expect('{');
      while (!this.eat('}')) {
        if (this.isName('type'))
          this.error('Type imports are TypeScript: the live editor runs JavaScript');
        const imported = this.moduleName();
        const local = this.eat('as', 'name') ? this.identifier().name : imported;
        if (RESERVED.has(local)) this.error(`Unexpected reserved word '${local}'`);
        specifiers.push({ kind: 'named', imported, local });
        if (!this.is('}')) this.expect(',');
      }
    }
    this.expect('from', 'name');
    const source = this.moduleSource();
    this.semicolon();
    return { type: 'ImportDeclaration', source, specifiers, start };
  }

  private parseExport(): A.Statement {
    const start = this.tok.start;
    this.next();
    if (this.eat('default', 'name')) {
      if (this.isName('function')) {
        const fn = this.parseFunction(false, true);
        const declaration: A.FunctionDeclaration | A.Expression = fn.id
          ? { type: 'FunctionDeclaration', fn: fn as A.FunctionDeclaration['fn'], start: fn.start }
          : fn;
        return { type: 'ExportDefault', declaration, start };
      }
      if (this.isName('class')) this.unsupported('Classes');
      const declaration = this.parseAssign();
      this.semicolon();
      return { type: 'ExportDefault', declaration, start };
    }
    if (this.isName('const') || this.isName('let') || this.isName('var')) {
      const declaration = this.parseVariableDeclaration(true);
      this.semicolon();
      return { type: 'ExportNamed', declaration, specifiers: [], start };
    }
    if (this.isName('function')) {
      return {
        type: 'ExportNamed',
        declaration: this.parseFunctionDeclaration(),
        specifiers: [],
        start,
      };
    }
    if (this.isName('class')) this.unsupported('Classes');
    if (this.is('*')) this.unsupported("'export * from' declarations");
    this.expect('{');
    const specifiers: A.ExportNamed['specifiers'] = [];
    while (!this.eat('}')) {
      const local = this.moduleName();
      const exported = this.eat('as', 'name') ? this.moduleName() : local;
      specifiers.push({ local, exported });
      if (!this.is('}')) this.expect(',');
    }
    if (this.isName('from')) this.unsupported("'export … from' declarations");
    this.semicolon();
    return { type: 'ExportNamed', declaration: null, specifiers, start };
  }

  private parseFunctionDeclaration(): A.FunctionDeclaration {
    const fn = this.parseFunction(true);
    return { type: 'FunctionDeclaration', fn: fn as A.FunctionDeclaration['fn'], start: fn.start };
  }

  /** `function name(params) { body }`, the keyword at `tok`. */
  private parseFunction(requireName: boolean, optionalName = false): A.FunctionNode {
    const start = this.tok.start;
    this.expect('function', 'name');
    if (this.is('*')) this.unsupported('Generators');
    let id: A.Identifier | null = null;
    if (this.tok.type === 'name' && !this.is('(')) id = this.identifier();
    else if (requireName && !optionalName) this.error('Function statements require a name');
    const params = this.parseParams();
    const body = this.parseFunctionBody();
    return { type: 'Function', id, params, body, arrow: false, expression: false, start };
  }

  private parseParams(): A.Pattern[] {
    this.expect('(');
    const params: A.Pattern[] = [];
    while (!this.eat(')')) {
      if (this.is('...')) {
        const start = this.tok.start;
        this.next();
        params.push({ type: 'RestElement', argument: this.parseBindingTarget(), start });
        this.expect(')');
        break;
      }
      params.push(this.parseBindingElement());
      this.rejectTypeAnnotation();
      if (!this.is(')')) this.expect(',');
    }
    return params;
  }

  private parseFunctionBody(): A.BlockStatement {
    this.functionDepth += 1;
    try {
      return this.parseBlock();
    } finally {
      this.functionDepth -= 1;
    }
  }

  // --- patterns ---------------------------------------------------------------------------------

  private parseBindingElement(): A.Pattern {
    const start = this.tok.start;
    const target = this.parseBindingTarget();
    if (this.eat('='))
      return { type: 'AssignmentPattern', left: target, right: this.parseAssign(), start };
    return target;
  }

  private parseBindingTarget(): A.Pattern {
    const start = this.tok.start;
    if (this.eat('[')) {
      const elements: Array<A.Pattern | null> = [];
      while (!this.eat(']')) {
        if (this.is(',')) {
          this.next();
          elements.push(null);
          continue;
        }
        if (this.is('...')) {
          const restStart = this.tok.start;
          this.next();
          elements.push({
            type: 'RestElement',
            argument: this.parseBindingTarget(),
            start: restStart,
          });
        } else {
          elements.push(this.parseBindingElement());
        }
        if (!this.is(']')) this.expect(',');
      }
      return { type: 'ArrayPattern', elements, start };
    }
    if (this.eat('{')) {
      const properties: A.ObjectPattern['properties'] = [];
      while (!this.eat('}')) {
        if (this.is('...')) {
          const restStart = this.tok.start;
          this.next();
          properties.push({ type: 'RestElement', argument: this.identifier(), start: restStart });
        } else {
          const { key, computed, shorthand } = this.parsePropertyKey();
          let value: A.Pattern;
          if (this.eat(':')) {
            value = this.parseBindingElement();
          } else {
            if (!shorthand) this.unexpected();
            const name = (key as A.Identifier).name;
            if (RESERVED.has(name)) this.error(`Unexpected reserved word '${name}'`, key.start);
            const id: A.Identifier = { type: 'Identifier', name, start: key.start };
            value = this.eat('=')
              ? { type: 'AssignmentPattern', left: id, right: this.parseAssign(), start: key.start }
              : id;
          }
          properties.push({ key, computed, value });
        }
        if (!this.is('}')) this.expect(',');
      }
      return { type: 'ObjectPattern', properties, start };
    }
    return this.identifier();
  }

  /** Converts an expression parsed before `=` (or `of`/`in`) into an assignment target. */
  private toPattern(node: A.Expression | A.SpreadElement): A.Pattern {
    switch (node.type) {
      case 'Identifier':
      case 'MemberExpression':
        return node;
      case 'ArrayExpression':
        return {
          type: 'ArrayPattern',
          start: node.start,
          elements: node.elements.map((element) => (element ? this.toPattern(element) : null)),
        };
      case 'ObjectExpression':
        return {
          type: 'ObjectPattern',
          start: node.start,
          properties: node.properties.map((property) =>
            property.type === 'SpreadElement'
              ? {
                  type: 'RestElement',
                  argument: this.toPattern(property.argument),
                  start: property.start,
                }
              : {
                  key: property.key,
                  computed: property.computed,
                  value: this.toPattern(property.value),
                },
          ),
        };
      case 'AssignmentExpression':
        if (node.operator !== '=') break;
        return { type: 'AssignmentPattern', left: node.left, right: node.right, start: node.start };
      case 'SpreadElement':
        return { type: 'RestElement', argument: this.toPattern(node.argument), start: node.start };
      default:
        break;
    }
    return this.error('Invalid assignment target', node.start);
  }

  // --- expressions ------------------------------------------------------------------------------

  parseExpression(noIn = false): A.Expression {
    const start = this.tok.start;
    const first = this.parseAssign(noIn);
    if (!this.is(',')) return first;
    const expressions = [first];
    while (this.eat(',')) expressions.push(this.parseAssign(noIn));
    return { type: 'SequenceExpression', expressions, start };
  }

  private parseAssign(noIn = false): A.Expression {
    const token = this.tok;
    const start = token.start;
    if (token.type === 'name' && token.value === 'async') {
      const rest = this.src.slice(token.end);
      const paren = /^[ \t]*\(/.exec(rest);
      if (
        /^[ \t]*function\b/.test(rest) ||
        /^[ \t]*[\w$]+\s*=>/.test(rest) ||
        (paren && this.arrowAhead(token.end + paren[0].length - 1))
      ) {
        this.unsupported('Async functions');
      }
    }
    if (token.type === 'name' && !RESERVED.has(token.value)) {
      const after = this.src.slice(token.end).replace(/^[ \t]*/, '');
      if (after.startsWith('=>')) {
        const param = this.identifier();
        return this.parseArrowBody([param], start);
      }
    }
    if (this.is('(') && this.arrowAhead()) {
      const params = this.parseParams();
      return this.parseArrowBody(params, start);
    }
    if (token.type === 'name' && token.value === 'yield') this.unsupported('Generators');

    const left = this.parseConditional(noIn);
    if (this.tok.type === 'punct' && ASSIGNMENT_OPERATORS.has(this.tok.value)) {
      const operator = this.tok.value;
      const target =
        operator === '='
          ? this.toPattern(left)
          : left.type === 'Identifier' || left.type === 'MemberExpression'
            ? left
            : null;
      if (!target) this.error('Invalid left-hand side in assignment', left.start);
      this.next();
      const right = this.parseAssign(noIn);
      return { type: 'AssignmentExpression', operator, left: target, right, start };
    }
    return left;
  }

  private parseArrowBody(params: A.Pattern[], start: number): A.FunctionNode {
    if (this.tok.newlineBefore) this.error("Line break before '=>'");
    this.expect('=>');
    if (this.is('{')) {
      const body = this.parseFunctionBody();
      return { type: 'Function', id: null, params, body, arrow: true, expression: false, start };
    }
    this.functionDepth += 1;
    try {
      const body = this.parseAssign();
      return { type: 'Function', id: null, params, body, arrow: true, expression: true, start };
    } finally {
      this.functionDepth -= 1;
    }
  }

  private parseConditional(noIn: boolean): A.Expression {
    const start = this.tok.start;
    const test = this.parseBinary(0, noIn);
    if (!this.eat('?')) return test;
    const consequent = this.parseAssign();
    this.expect(':');
    const alternate = this.parseAssign(noIn);
    return { type: 'ConditionalExpression', test, consequent, alternate, start };
  }

  private binaryOperator(noIn: boolean): string | null {
    const token = this.tok;
    if (token.type === 'punct' && BINARY_PRECEDENCE[token.value] !== undefined) return token.value;
    if (
      token.type === 'name' &&
      (token.value === 'instanceof' || (token.value === 'in' && !noIn))
    ) {
      return token.value;
    }
    return null;
  }

  private parseBinary(minPrecedence: number, noIn: boolean): A.Expression {
    const start = this.tok.start;
    let left = this.parseUnary();
    for (;;) {
      const operator = this.binaryOperator(noIn);
      if (!operator) return left;
      const precedence = BINARY_PRECEDENCE[operator]!;
      if (precedence <= minPrecedence && !(operator === '**' && precedence === minPrecedence)) {
        return left;
      }
      this.next();
      // `**` is right-associative.
      const right = this.parseBinary(operator === '**' ? precedence - 1 : precedence, noIn);
      left =
        operator === '&&' || operator === '||' || operator === '??'
          ? { type: 'LogicalExpression', operator, left, right, start }
          : { type: 'BinaryExpression', operator, left, right, start };
    }
  }

  private parseUnary(): A.Expression {
    const token = this.tok;
    const start = token.start;
    if (token.type === 'punct' && ['!', '-', '+', '~'].includes(token.value)) {
      this.next();
      return { type: 'UnaryExpression', operator: token.value, argument: this.parseUnary(), start };
    }
    if (token.type === 'name' && ['typeof', 'void', 'delete'].includes(token.value)) {
      this.next();
      return { type: 'UnaryExpression', operator: token.value, argument: this.parseUnary(), start };
    }
    if (token.type === 'name' && token.value === 'await') this.unsupported("'await' expressions");
    if (token.type === 'punct' && (token.value === '++' || token.value === '--')) {
      this.next();
      const argument = this.parseUnary();
      if (argument.type !== 'Identifier' && argument.type !== 'MemberExpression') {
        this.error('Invalid left-hand side in prefix operation', argument.start);
      }
      return { type: 'UpdateExpression', operator: token.value, prefix: true, argument, start };
    }
    const expression = this.parseCallMember();
    if (
      this.tok.type === 'punct' &&
      (this.tok.value === '++' || this.tok.value === '--') &&
      !this.tok.newlineBefore
    ) {
      if (expression.type !== 'Identifier' && expression.type !== 'MemberExpression') {
        this.error('Invalid left-hand side in postfix operation', expression.start);
      }
      const operator = this.tok.value;
      this.next();
      return { type: 'UpdateExpression', operator, prefix: false, argument: expression, start };
    }
    return expression;
  }

  private parseArguments(): Array<A.Expression | A.SpreadElement> {
    this.expect('(');
    const args: Array<A.Expression | A.SpreadElement> = [];
    while (!this.eat(')')) {
      if (this.is('...')) {
        const start = this.tok.start;
        this.next();
        args.push({ type: 'SpreadElement', argument: this.parseAssign(), start });
      } else {
        args.push(this.parseAssign());
      }
      if (!this.is(')')) this.expect(',');
    }
    return args;
  }

  private parsePropertyName(): A.Expression {
    const token = this.tok;
    if (token.type !== 'name') this.unexpected();
    this.next();
    return { type: 'Literal', value: token.value, start: token.start };
  }

  private parseNew(): A.Expression {
    const start = this.tok.start;
    this.next();
    if (this.is('.')) this.unsupported("'new.target'");
    let callee: A.Expression = this.isName('new') ? this.parseNew() : this.parsePrimary();
    for (;;) {
      if (this.eat('.')) {
        callee = {
          type: 'MemberExpression',
          object: callee,
          property: this.parsePropertyName(),
          computed: false,
          optional: false,
          start,
        };
      } else if (this.eat('[')) {
        const property = this.parseExpression();
        this.expect(']');
        callee = {
          type: 'MemberExpression',
          object: callee,
          property,
          computed: true,
          optional: false,
          start,
        };
      } else {
        break;
      }
    }
    const args = this.is('(') ? this.parseArguments() : [];
    return { type: 'NewExpression', callee, arguments: args, start };
  }

  private parseCallMember(): A.Expression {
    const start = this.tok.start;
    let expression: A.Expression = this.isName('new') ? this.parseNew() : this.parsePrimary();
    let chained = false;
    for (;;) {
      if (this.is('.')) {
        this.next();
        if (this.is('#')) this.unsupported('Private names');
        expression = {
          type: 'MemberExpression',
          object: expression,
          property: this.parsePropertyName(),
          computed: false,
          optional: false,
          start,
        };
      } else if (this.is('?.')) {
        this.next();
        chained = true;
        if (this.is('(')) {
          expression = {
            type: 'CallExpression',
            callee: expression,
            arguments: this.parseArguments(),
            optional: true,
            start,
          };
        } else if (this.eat('[')) {
          const property = this.parseExpression();
          this.expect(']');
          expression = {
            type: 'MemberExpression',
            object: expression,
            property,
            computed: true,
            optional: true,
            start,
          };
        } else {
          expression = {
            type: 'MemberExpression',
            object: expression,
            property: this.parsePropertyName(),
            computed: false,
            optional: true,
            start,
          };
        }
      } else if (this.is('[')) {
        this.next();
        const property = this.parseExpression();
        this.expect(']');
        expression = {
          type: 'MemberExpression',
          object: expression,
          property,
          computed: true,
          optional: false,
          start,
        };
      } else if (this.is('(')) {
        expression = {
          type: 'CallExpression',
          callee: expression,
          arguments: this.parseArguments(),
          optional: false,
          start,
        };
      } else if (this.tok.type === 'template') {
        if (chained) this.error('Tagged template cannot be used in an optional chain');
        expression = {
          type: 'TaggedTemplate',
          tag: expression,
          quasi: this.parseTemplate(),
          start,
        };
      } else {
        break;
      }
    }
    return chained ? { type: 'ChainExpression', expression, start } : expression;
  }

  private parseTemplate(): A.TemplateLiteral {
    const start = this.tok.start;
    const src = this.src;
    this.pos = start + 1;
    const cooked: string[] = [];
    const raw: string[] = [];
    const expressions: A.Expression[] = [];
    let chunk = '';
    let chunkStart = this.pos;
    for (;;) {
      if (this.pos >= src.length) this.error('Unterminated template literal', start);
      const c = src[this.pos]!;
      if (c === '`') {
        cooked.push(chunk);
        raw.push(src.slice(chunkStart, this.pos).replace(/\r\n?/g, '\n'));
        this.pos += 1;
        this.next();
        return { type: 'TemplateLiteral', cooked, raw, expressions, start };
      }
      if (c === '$' && src[this.pos + 1] === '{') {
        cooked.push(chunk);
        raw.push(src.slice(chunkStart, this.pos).replace(/\r\n?/g, '\n'));
        this.pos += 2;
        this.next();
        expressions.push(this.parseExpression());
        this.expectNoAdvance('}');
        chunk = '';
        chunkStart = this.pos;
        continue;
      }
      if (c === '\\') {
        this.pos += 1;
        chunk += this.readEscape();
        continue;
      }
      if (c === '\r') {
        chunk += '\n';
        this.pos += src[this.pos + 1] === '\n' ? 2 : 1;
        continue;
      }
      chunk += c;
      this.pos += 1;
    }
  }

  private parseRegExp(): A.RegExpLiteral {
    const start = this.tok.start;
    const src = this.src;
    let i = start + 1;
    let inClass = false;
    for (;;) {
      if (i >= src.length || src[i] === '\n') this.error('Unterminated regular expression', start);
      const c = src[i]!;
      if (c === '\\') i += 1;
      else if (c === '[') inClass = true;
      else if (c === ']') inClass = false;
      else if (c === '/' && !inClass) break;
      i += 1;
    }
    const pattern = src.slice(start + 1, i);
    i += 1;
    let flagsEnd = i;
    while (flagsEnd < src.length && /[a-z]/i.test(src[flagsEnd]!)) flagsEnd += 1;
    const flags = src.slice(i, flagsEnd);
    try {
      new RegExp(pattern, flags);
    } catch (error) {
      this.error((error as Error).message, start);
    }
    this.pos = flagsEnd;
    this.next();
    return { type: 'RegExpLiteral', pattern, flags, start };
  }

  private parsePrimary(): A.Expression {
    const token = this.tok;
    const start = token.start;
    switch (token.type) {
      case 'num':
        this.next();
        return { type: 'Literal', value: token.literal as number | bigint, start };
      case 'string':
        this.next();
        return { type: 'Literal', value: token.literal as string, start };
      case 'template':
        return this.parseTemplate();
      case 'name':
        switch (token.value) {
          case 'true':
          case 'false':
            this.next();
            return { type: 'Literal', value: token.value === 'true', start };
          case 'null':
            this.next();
            return { type: 'Literal', value: null, start };
          case 'this':
            this.next();
            return { type: 'ThisExpression', start };
          case 'function':
            return this.parseFunction(false);
          case 'class':
            return this.unsupported('Classes');
          case 'super':
            return this.unsupported("'super'");
          case 'import':
            return this.unsupported('Dynamic imports');
          default:
            return this.identifier();
        }
      case 'punct':
        switch (token.value) {
          case '(': {
            this.next();
            const expression = this.parseExpression();
            this.expect(')');
            return expression;
          }
          case '[':
            return this.parseArrayLiteral();
          case '{':
            return this.parseObjectLiteral();
          case '/':
          case '/=':
            return this.parseRegExp();
          case '<':
            return this.parseJsx(false);
          case '#':
            return this.unsupported('Private names');
          case '@':
            return this.unsupported('Decorators');
          default:
            return this.unexpected();
        }
      default:
        return this.unexpected();
    }
  }

  private parseArrayLiteral(): A.ArrayExpression {
    const start = this.tok.start;
    this.next();
    const elements: A.ArrayExpression['elements'] = [];
    while (!this.eat(']')) {
      if (this.is(',')) {
        this.next();
        elements.push(null);
        continue;
      }
      if (this.is('...')) {
        const spreadStart = this.tok.start;
        this.next();
        elements.push({ type: 'SpreadElement', argument: this.parseAssign(), start: spreadStart });
      } else {
        elements.push(this.parseAssign());
      }
      if (!this.is(']')) this.expect(',');
    }
    return { type: 'ArrayExpression', elements, start };
  }

  private parsePropertyKey(): { key: A.Expression; computed: boolean; shorthand: boolean } {
    const token = this.tok;
    if (this.eat('[')) {
      const key = this.parseAssign();
      this.expect(']');
      return { key, computed: true, shorthand: false };
    }
    if (token.type === 'string' || token.type === 'num') {
      this.next();
      const value = token.type === 'num' ? String(token.literal) : (token.literal as string);
      return {
        key: { type: 'Literal', value, start: token.start },
        computed: false,
        shorthand: false,
      };
    }
    if (token.type === 'name') {
      this.next();
      return {
        key: { type: 'Identifier', name: token.value, start: token.start },
        computed: false,
        shorthand: true,
      };
    }
    return this.unexpected();
  }

  private parseObjectLiteral(): A.ObjectExpression {
    const start = this.tok.start;
    this.next();
    const properties: A.ObjectExpression['properties'] = [];
    while (!this.eat('}')) {
      const propertyStart = this.tok.start;
      if (this.is('...')) {
        this.next();
        properties.push({
          type: 'SpreadElement',
          argument: this.parseAssign(),
          start: propertyStart,
        });
      } else {
        if (this.isName('async') && !/^async\s*[,:(}]/.test(this.src.slice(this.tok.start))) {
          this.unsupported('Async methods');
        }
        if (this.is('*')) this.unsupported('Generators');
        let kind: A.Property['kind'] = 'init';
        if (
          (this.isName('get') || this.isName('set')) &&
          !/^[gs]et\s*[,:(}]/.test(this.src.slice(this.tok.start))
        ) {
          kind = this.tok.value as 'get' | 'set';
          this.next();
        }
        const { key, computed, shorthand } = this.parsePropertyKey();
        const keyName =
          key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : null;
        const propertyKey: A.Expression =
          key.type === 'Identifier' ? { type: 'Literal', value: key.name, start: key.start } : key;
        if (this.is('(')) {
          const params = this.parseParams();
          const body = this.parseFunctionBody();
          const id: A.Identifier | null =
            !computed && keyName && !RESERVED.has(keyName)
              ? { type: 'Identifier', name: keyName, start: key.start }
              : null;
          const value: A.FunctionNode = {
            type: 'Function',
            id,
            params,
            body,
            arrow: false,
            expression: false,
            start: propertyStart,
          };
          properties.push({
            type: 'Property',
            key: propertyKey,
            computed,
            value,
            kind,
            start: propertyStart,
          });
        } else if (kind !== 'init') {
          this.unexpected();
        } else if (this.eat(':')) {
          properties.push({
            type: 'Property',
            key: propertyKey,
            computed,
            value: this.parseAssign(),
            kind,
            start: propertyStart,
          });
        } else if (shorthand && key.type === 'Identifier') {
          if (RESERVED.has(key.name))
            this.error(`Unexpected reserved word '${key.name}'`, key.start);
          let value: A.Expression = key;
          if (this.is('=')) {
            // `{ a = 1 }` is only valid as a destructuring target: kept as an assignment.
            this.next();
            value = {
              type: 'AssignmentExpression',
              operator: '=',
              left: key,
              right: this.parseAssign(),
              start: key.start,
            };
          }
          properties.push({
            type: 'Property',
            key: propertyKey,
            computed: false,
            value,
            kind,
            start: propertyStart,
          });
        } else {
          this.unexpected();
        }
      }
      if (!this.is('}')) this.expect(',');
    }
    return { type: 'ObjectExpression', properties, start };
  }

  // --- JSX --------------------------------------------------------------------------------------

  private skipJsxSpace(): void {
    this.skipSpace();
  }

  private readJsxName(attribute: boolean): string {
    const src = this.src;
    const start = this.pos;
    const allowed = attribute ? /[\w$\-:]/ : /[\w$\-:.]/;
    while (
      this.pos < src.length &&
      (allowed.test(src[this.pos]!) || src.charCodeAt(this.pos) > 127)
    ) {
      this.pos += 1;
    }
    if (this.pos === start)
      this.error(`Unexpected character '${src[this.pos] ?? ''}' in JSX`, this.pos);
    return src.slice(start, this.pos);
  }

  private jsxNameExpression(name: string, start: number): string | A.Expression {
    if (!name.includes('.')) {
      if (/^[a-z]/.test(name) || name.includes('-') || name.includes(':')) return name;
      return { type: 'Identifier', name, start };
    }
    const [first, ...rest] = name.split('.');
    let expression: A.Expression = { type: 'Identifier', name: first!, start };
    for (const part of rest) {
      if (!part) this.error('Invalid JSX element name', start);
      expression = {
        type: 'MemberExpression',
        object: expression,
        property: { type: 'Literal', value: part, start },
        computed: false,
        optional: false,
        start,
      };
    }
    return expression;
  }

  /** Parses `{ expression }` inside JSX, `pos` just after the brace; leaves `pos` after the `}`. */
  private parseJsxExpression(): A.Expression | null {
    this.next();
    if (this.is('}')) {
      this.expectNoAdvance('}');
      return null;
    }
    const expression = this.parseAssign();
    this.expectNoAdvance('}');
    return expression;
  }

  private parseJsx(inJsx: boolean): A.JSXElement {
    const src = this.src;
    const start = inJsx ? this.pos : this.tok.start;
    this.pos = start + 1;
    this.skipJsxSpace();
    if (src[this.pos] === '>') {
      this.pos += 1;
      const children = this.parseJsxChildren(null, start);
      if (!inJsx) this.next();
      return { type: 'JSXElement', name: null, attributes: [], children, start };
    }
    const rawName = this.readJsxName(false);
    const name = this.jsxNameExpression(rawName, start);
    const attributes: A.JSXElement['attributes'] = [];
    let selfClosing = false;
    for (;;) {
      this.skipJsxSpace();
      const c = src[this.pos];
      if (c === undefined) this.error('Unterminated JSX element', start);
      if (c === '/') {
        if (src[this.pos + 1] !== '>') this.error("Expected '>'", this.pos + 1);
        this.pos += 2;
        selfClosing = true;
        break;
      }
      if (c === '>') {
        this.pos += 1;
        break;
      }
      const attributeStart = this.pos;
      if (c === '{') {
        this.pos += 1;
        this.next();
        if (!this.is('...')) this.unexpected();
        this.next();
        const argument = this.parseAssign();
        this.expectNoAdvance('}');
        attributes.push({ type: 'JSXSpreadAttribute', argument, start: attributeStart });
        continue;
      }
      const attributeName = this.readJsxName(true);
      this.skipJsxSpace();
      let value: A.Expression | null = null;
      if (src[this.pos] === '=') {
        this.pos += 1;
        this.skipJsxSpace();
        const q = src[this.pos];
        if (q === '"' || q === "'") {
          const end = src.indexOf(q, this.pos + 1);
          if (end < 0) this.error('Unterminated JSX string', this.pos);
          value = {
            type: 'Literal',
            value: decodeEntities(src.slice(this.pos + 1, end)),
            start: this.pos,
          };
          this.pos = end + 1;
        } else if (q === '{') {
          this.pos += 1;
          value = this.parseJsxExpression();
          if (!value)
            this.error(
              'JSX attributes must only be assigned a non-empty expression',
              attributeStart,
            );
        } else if (q === '<') {
          value = this.parseJsx(true);
        } else {
          this.error('JSX value should be either an expression or a quoted JSX text', this.pos);
        }
      }
      attributes.push({ type: 'JSXAttribute', name: attributeName, value, start: attributeStart });
    }
    const children = selfClosing ? [] : this.parseJsxChildren(rawName, start);
    if (!inJsx) this.next();
    return { type: 'JSXElement', name, attributes, children, start };
  }

  private parseJsxChildren(name: string | null, start: number): A.Expression[] {
    const src = this.src;
    const children: A.Expression[] = [];
    for (;;) {
      if (this.pos >= src.length) {
        this.error(`Unterminated JSX contents: <${name ?? ''}> is never closed`, start);
      }
      const c = src[this.pos]!;
      if (c === '<') {
        const tagStart = this.pos;
        this.pos += 1;
        this.skipJsxSpace();
        if (src[this.pos] === '/') {
          this.pos += 1;
          this.skipJsxSpace();
          const closing = src[this.pos] === '>' ? null : this.readJsxName(false);
          this.skipJsxSpace();
          if (src[this.pos] !== '>') this.error("Expected '>'", this.pos);
          this.pos += 1;
          if (closing !== name) {
            this.error(`Expected corresponding JSX closing tag for <${name ?? ''}>`, tagStart);
          }
          return children;
        }
        this.pos = tagStart;
        children.push(this.parseJsx(true));
      } else if (c === '{') {
        this.pos += 1;
        const expression = this.parseJsxExpression();
        if (expression) children.push(expression);
      } else {
        const textStart = this.pos;
        while (this.pos < src.length && src[this.pos] !== '<' && src[this.pos] !== '{')
          this.pos += 1;
        const text = cleanJsxText(decodeEntities(src.slice(textStart, this.pos)));
        if (text) children.push({ type: 'Literal', value: text, start: textStart });
      }
    }
  }
}

export function parse(source: string): A.Program {
  return new Parser(source).parseProgram();
}
