/**
 * The JSX shown by the variant playground: the component with only the props that differ from its
 * defaults, in a stable order (variant, colour, size, then the boolean props, then fixed props).
 */
export type PlaygroundValue = string | boolean | number;

export interface PlaygroundCodeInput {
  /** The component's name in JSX, e.g. `Button`. */
  componentName: string;
  /** Current values of the controlled props, in display order. */
  values: ReadonlyArray<readonly [name: string, value: PlaygroundValue]>;
  /** Default value of each controlled prop; a prop equal to its default is left out. */
  defaults: Readonly<Record<string, PlaygroundValue | undefined>>;
  /** Props that are always written (after the controlled ones), e.g. a placeholder. */
  fixedProps?: Readonly<Record<string, PlaygroundValue>>;
  /** JSX written between the tags; none gives a self-closing element. */
  children?: string;
}

function attribute(name: string, value: PlaygroundValue): string {
  if (value === true) return name;
  if (typeof value === 'string') return `${name}=${JSON.stringify(value)}`;
  return `${name}={${String(value)}}`;
}

export function playgroundCode({
  componentName,
  values,
  defaults,
  fixedProps = {},
  children,
}: PlaygroundCodeInput): string {
  const attributes = [
    ...values
      .filter(([name, value]) => value !== (defaults[name] ?? false))
      .map(([name, value]) => attribute(name, value)),
    ...Object.entries(fixedProps).map(([name, value]) => attribute(name, value)),
  ];
  const open =
    attributes.length > 0 ? `<${componentName} ${attributes.join(' ')}` : `<${componentName}`;
  const oneLine = `${open}${children === undefined ? ' />' : `>${children}</${componentName}>`}`;
  if (oneLine.length <= 80 && !children?.includes('\n')) return oneLine;
  const head =
    attributes.length > 0
      ? `<${componentName}\n${attributes.map((item) => `  ${item}`).join('\n')}\n`
      : `<${componentName}`;
  if (children === undefined) return `${head}${attributes.length > 0 ? '/>' : ' />'}`;
  const body = children
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
  return `${head}${attributes.length > 0 ? '>' : '>'}\n${body}\n</${componentName}>`;
}
