/**
 * The playground's state and its JSX: only the props the visitor changed from their defaults, in
 * the order they were first changed, written as a developer would type them.
 */
import type { PlaygroundControl } from '@/model/playground';

export type PropValue = string | number | boolean;

/** The props the visitor set, in the order they were first set. */
export type ChangedProps = ReadonlyArray<readonly [string, PropValue]>;

/** A control's value before any change: its default, or unset. */
export function defaultValue(control: PlaygroundControl): PropValue | null {
  return control.default;
}

/** Whether `value` is what the component gets with the prop left out. */
function isDefault(control: PlaygroundControl, value: PropValue | null): boolean {
  if (value === null || value === '') return control.kind !== 'switch' || !control.default;
  return value === control.default;
}

/** Sets (or, back at its default, removes) one prop, keeping the order of first change. */
export function changeProp(
  changed: ChangedProps,
  control: PlaygroundControl,
  value: PropValue | null,
): ChangedProps {
  const rest = changed.filter(([name]) => name !== control.name);
  if (isDefault(control, value)) return rest;
  if (value === null) return rest;
  const index = changed.findIndex(([name]) => name === control.name);
  const entry = [control.name, value] as const;
  if (index === -1) return [...rest, entry];
  return [...rest.slice(0, index), entry, ...rest.slice(index)];
}

/** A value the props object gets for the component. */
export function propsOf(changed: ChangedProps): Record<string, PropValue> {
  return Object.fromEntries(changed);
}

function needsBraces(text: string): boolean {
  return /["{}<>\\\n]/.test(text);
}

/** `variant="outlined"`, `disabled`, `disabled={false}`, `max={10}`. */
export function jsxAttribute(name: string, value: PropValue): string {
  if (value === true) return name;
  if (typeof value === 'string') {
    return needsBraces(value) ? `${name}={${JSON.stringify(value)}}` : `${name}="${value}"`;
  }
  return `${name}={${String(value)}}`;
}

/** Text children as JSX: plain when safe, else a string expression. */
function jsxText(text: string): string {
  return /[{}<>]/.test(text) ? `{${JSON.stringify(text)}}` : text;
}

/**
 * The element as JSX; one line while short, one attribute per line beyond 80 characters.
 * `codeChildren` is sample content written as JSX (an override's), shown instead of the text.
 */
export function playgroundJsx(
  tag: string,
  changed: ChangedProps,
  children: string | null,
  codeChildren?: string,
): string {
  const attributes = changed.map(([name, value]) => jsxAttribute(name, value));
  const body = codeChildren ?? (children ? jsxText(children) : null);
  const oneLine = `<${[tag, ...attributes].join(' ')}${body === null ? ' />' : `>${body}</${tag}>`}`;
  if (oneLine.length <= 80 || attributes.length === 0) return oneLine;
  const lines = attributes.map((attribute) => `  ${attribute}`);
  return body === null
    ? [`<${tag}`, ...lines, '/>'].join('\n')
    : [`<${tag}`, ...lines, '>', `  ${body}`, `</${tag}>`].join('\n');
}
