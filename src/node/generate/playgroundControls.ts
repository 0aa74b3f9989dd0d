/**
 * The controls of a component playground, generated from the component's extracted props: a
 * switch per boolean, a select per union of string literals, a number or text field, and a text
 * field for children. Props that cannot be edited safely as a plain value are left out.
 */
import type { PlaygroundControl } from '@/model/playground';

/** What the generator reads of a prop (the API extractor's ApiProp fits). */
export interface PropInfo {
  name: string;
  type: string;
  default: string | null;
  /** Deprecation note ('' without a reason); null when not deprecated. */
  deprecated: string | null;
}

/** Props that are never a control, whatever their type says. */
const EXCLUDED_NAMES = new Set([
  'sx',
  'classes',
  'slots',
  'slotProps',
  'component',
  'components',
  'componentsProps',
  'ref',
  'style',
  'className',
  'rootElementName',
  'tabIndex',
  // Identifiers and accessibility wiring: editing them shows nothing and can break the page.
  'id',
  'name',
  'role',
  'componentName',
]);

/** Names of props that wire elements together (`labelId`, `aria-label`, `focusVisibleClassName`). */
const EXCLUDED_PATTERN = /^on[A-Z]|^aria-|Id$|ClassName$/;

/** Shown first, in this order; the rest follow alphabetically. */
const LEADING = ['color', 'size', 'variant'];

/** Above this many options a select is no help (e.g. every HTML tag name). */
const MAX_OPTIONS = 24;

/** Splits a type at its top-level `|` (not inside brackets, braces, parentheses or quotes). */
export function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of type) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if ('([{<'.includes(char)) {
      depth += 1;
    } else if (')]}>'.includes(char)) {
      depth -= 1;
    } else if (char === '|' && depth === 0) {
      members.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  members.push(current.trim());
  return members.filter(Boolean);
}

const STRING_LITERAL = /^'([^']*)'$|^"([^"]*)"$/;

function literalValue(member: string): string | null {
  const match = STRING_LITERAL.exec(member);
  return match ? (match[1] ?? match[2] ?? '') : null;
}

/** The `@default` text as a value of the control's kind; null when it is not one. */
function parseDefault(text: string | null): string | number | boolean | null {
  if (text === null) return null;
  const value = text.trim();
  if (value === 'true') return true;
  if (value === 'false') return false;
  const literal = literalValue(value);
  if (literal !== null) return literal;
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  return null;
}

/** `children` is a text field when the component takes text (a node or a string). */
function isTextChildren(type: string): boolean {
  return unionMembers(type).some((member) => /^(React\.)?ReactNode$|^string$/.test(member));
}

/** One prop → its control, or null when the prop cannot be edited safely. */
export function controlOf(prop: PropInfo, componentName = ''): PlaygroundControl | null {
  if (prop.deprecated !== null || EXCLUDED_NAMES.has(prop.name)) return null;
  if (EXCLUDED_PATTERN.test(prop.name)) return null;
  const type = prop.type.trim();
  const fallback = parseDefault(prop.default);
  if (prop.name === 'children') {
    return isTextChildren(type) ? { kind: 'text', name: 'children', default: componentName } : null;
  }
  const members = unionMembers(type).filter((member) => member !== 'undefined');
  if (members.length === 0) return null;
  if (members.length === 1 && members[0] === 'boolean') {
    return { kind: 'switch', name: prop.name, default: fallback === true };
  }
  if (members.length === 1 && members[0] === 'number') {
    return {
      kind: 'number',
      name: prop.name,
      default: typeof fallback === 'number' ? fallback : null,
    };
  }
  if (members.length === 1 && members[0] === 'string') {
    return { kind: 'text', name: prop.name, default: typeof fallback === 'string' ? fallback : '' };
  }
  // A union of string literals, possibly widened with `string` (a theme may add values).
  const literals = members.map(literalValue);
  const onlyLiterals = members.every(
    (member, index) => literals[index] !== null || member === 'string',
  );
  const options = literals.filter((value): value is string => value !== null);
  if (onlyLiterals && options.length >= 1 && options.length <= MAX_OPTIONS) {
    return {
      kind: 'select',
      name: prop.name,
      options,
      default: typeof fallback === 'string' && options.includes(fallback) ? fallback : null,
    };
  }
  return null;
}

function controlOrder(a: PlaygroundControl, b: PlaygroundControl): number {
  const rank = (name: string) => {
    const index = LEADING.indexOf(name);
    return index === -1 ? LEADING.length : index;
  };
  return rank(a.name) - rank(b.name) || a.name.localeCompare(b.name);
}

/** Every editable prop's control: colour, size and variant first, then alphabetically. */
export function playgroundControls(
  props: readonly PropInfo[],
  componentName: string,
  hide: readonly string[] = [],
): PlaygroundControl[] {
  return props
    .filter((prop) => !hide.includes(prop.name))
    .map((prop) => controlOf(prop, componentName))
    .filter((control): control is PlaygroundControl => control !== null)
    .sort(controlOrder);
}
