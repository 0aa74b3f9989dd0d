/**
 * The syntax tree of the live editor's JavaScript subset (modern JS + JSX, as demos are written):
 * a trimmed ESTree. `start` is the node's offset in the source, for error positions.
 */
interface Base {
  start: number;
}

export interface Identifier extends Base {
  type: 'Identifier';
  name: string;
}
export interface Literal extends Base {
  type: 'Literal';
  value: string | number | boolean | null | undefined | bigint;
}
export interface RegExpLiteral extends Base {
  type: 'RegExpLiteral';
  pattern: string;
  flags: string;
}
export interface TemplateLiteral extends Base {
  type: 'TemplateLiteral';
  cooked: string[];
  raw: string[];
  expressions: Expression[];
}
export interface TaggedTemplate extends Base {
  type: 'TaggedTemplate';
  tag: Expression;
  quasi: TemplateLiteral;
}
export interface SpreadElement extends Base {
  type: 'SpreadElement';
  argument: Expression;
}
export interface ArrayExpression extends Base {
  type: 'ArrayExpression';
  elements: Array<Expression | SpreadElement | null>;
}
export interface Property extends Base {
  type: 'Property';
  key: Expression;
  computed: boolean;
  value: Expression;
  kind: 'init' | 'get' | 'set';
}
export interface ObjectExpression extends Base {
  type: 'ObjectExpression';
  properties: Array<Property | SpreadElement>;
}
export interface FunctionNode extends Base {
  type: 'Function';
  id: Identifier | null;
  params: Pattern[];
  body: BlockStatement | Expression;
  arrow: boolean;
  /** Body is an expression (`() => x`). */
  expression: boolean;
}
export interface UnaryExpression extends Base {
  type: 'UnaryExpression';
  operator: string;
  argument: Expression;
}
export interface UpdateExpression extends Base {
  type: 'UpdateExpression';
  operator: '++' | '--';
  prefix: boolean;
  argument: Expression;
}
export interface BinaryExpression extends Base {
  type: 'BinaryExpression';
  operator: string;
  left: Expression;
  right: Expression;
}
export interface LogicalExpression extends Base {
  type: 'LogicalExpression';
  operator: '&&' | '||' | '??';
  left: Expression;
  right: Expression;
}
export interface ConditionalExpression extends Base {
  type: 'ConditionalExpression';
  test: Expression;
  consequent: Expression;
  alternate: Expression;
}
export interface AssignmentExpression extends Base {
  type: 'AssignmentExpression';
  operator: string;
  left: Pattern;
  right: Expression;
}
export interface SequenceExpression extends Base {
  type: 'SequenceExpression';
  expressions: Expression[];
}
export interface CallExpression extends Base {
  type: 'CallExpression';
  callee: Expression;
  arguments: Array<Expression | SpreadElement>;
  optional: boolean;
}
export interface NewExpression extends Base {
  type: 'NewExpression';
  callee: Expression;
  arguments: Array<Expression | SpreadElement>;
}
export interface MemberExpression extends Base {
  type: 'MemberExpression';
  object: Expression;
  property: Expression;
  computed: boolean;
  optional: boolean;
}
/** Wraps a member/call chain that contains `?.`, where a nullish link ends the whole chain. */
export interface ChainExpression extends Base {
  type: 'ChainExpression';
  expression: Expression;
}
export interface ThisExpression extends Base {
  type: 'ThisExpression';
}
export interface JSXAttribute extends Base {
  type: 'JSXAttribute';
  name: string;
  value: Expression | null;
}
export interface JSXSpreadAttribute extends Base {
  type: 'JSXSpreadAttribute';
  argument: Expression;
}
export interface JSXElement extends Base {
  type: 'JSXElement';
  /** null: a fragment. A string: an intrinsic element (`div`). */
  name: string | Expression | null;
  attributes: Array<JSXAttribute | JSXSpreadAttribute>;
  children: Expression[];
}

export type Expression =
  | Identifier
  | Literal
  | RegExpLiteral
  | TemplateLiteral
  | TaggedTemplate
  | ArrayExpression
  | ObjectExpression
  | FunctionNode
  | UnaryExpression
  | UpdateExpression
  | BinaryExpression
  | LogicalExpression
  | ConditionalExpression
  | AssignmentExpression
  | SequenceExpression
  | CallExpression
  | NewExpression
  | MemberExpression
  | ChainExpression
  | ThisExpression
  | JSXElement;

export interface ObjectPattern extends Base {
  type: 'ObjectPattern';
  properties: Array<{ key: Expression; computed: boolean; value: Pattern } | RestElement>;
}
export interface ArrayPattern extends Base {
  type: 'ArrayPattern';
  elements: Array<Pattern | null>;
}
export interface AssignmentPattern extends Base {
  type: 'AssignmentPattern';
  left: Pattern;
  right: Expression;
}
export interface RestElement extends Base {
  type: 'RestElement';
  argument: Pattern;
}
export type Pattern =
  | Identifier
  | MemberExpression
  | ObjectPattern
  | ArrayPattern
  | AssignmentPattern
  | RestElement;

export interface VariableDeclaration extends Base {
  type: 'VariableDeclaration';
  kind: 'const' | 'let' | 'var';
  declarations: Array<{ id: Pattern; init: Expression | null }>;
}
export interface FunctionDeclaration extends Base {
  type: 'FunctionDeclaration';
  fn: FunctionNode & { id: Identifier };
}
export interface ExpressionStatement extends Base {
  type: 'ExpressionStatement';
  expression: Expression;
}
export interface BlockStatement extends Base {
  type: 'BlockStatement';
  body: Statement[];
}
export interface ReturnStatement extends Base {
  type: 'ReturnStatement';
  argument: Expression | null;
}
export interface IfStatement extends Base {
  type: 'IfStatement';
  test: Expression;
  consequent: Statement;
  alternate: Statement | null;
}
export interface ForStatement extends Base {
  type: 'ForStatement';
  init: VariableDeclaration | Expression | null;
  test: Expression | null;
  update: Expression | null;
  body: Statement;
}
export interface ForInOfStatement extends Base {
  type: 'ForInOfStatement';
  of: boolean;
  left: VariableDeclaration | Pattern;
  right: Expression;
  body: Statement;
}
export interface WhileStatement extends Base {
  type: 'WhileStatement';
  test: Expression;
  body: Statement;
  doWhile: boolean;
}
export interface JumpStatement extends Base {
  type: 'BreakStatement' | 'ContinueStatement';
}
export interface ThrowStatement extends Base {
  type: 'ThrowStatement';
  argument: Expression;
}
export interface TryStatement extends Base {
  type: 'TryStatement';
  block: BlockStatement;
  param: Pattern | null;
  handler: BlockStatement | null;
  finalizer: BlockStatement | null;
}
export interface SwitchStatement extends Base {
  type: 'SwitchStatement';
  discriminant: Expression;
  cases: Array<{ test: Expression | null; consequent: Statement[] }>;
}
export interface EmptyStatement extends Base {
  type: 'EmptyStatement';
}
export interface ImportDeclaration extends Base {
  type: 'ImportDeclaration';
  source: string;
  specifiers: Array<{ kind: 'default' | 'namespace' | 'named'; imported: string; local: string }>;
}
export interface ExportDefault extends Base {
  type: 'ExportDefault';
  declaration: FunctionDeclaration | Expression;
}
export interface ExportNamed extends Base {
  type: 'ExportNamed';
  declaration: VariableDeclaration | FunctionDeclaration | null;
  specifiers: Array<{ local: string; exported: string }>;
}

export type Statement =
  | VariableDeclaration
  | FunctionDeclaration
  | ExpressionStatement
  | BlockStatement
  | ReturnStatement
  | IfStatement
  | ForStatement
  | ForInOfStatement
  | WhileStatement
  | JumpStatement
  | ThrowStatement
  | TryStatement
  | SwitchStatement
  | EmptyStatement
  | ImportDeclaration
  | ExportDefault
  | ExportNamed;

export interface Program {
  type: 'Program';
  body: Statement[];
}
