import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { copyText } from '@/utils/clipboard';
import { playgroundCode, type PlaygroundValue } from './variantPlaygroundCode';

/** A list of choices for one prop (variant, color, size…) and the component's default for it. */
export interface PlaygroundChoice {
  options: readonly string[];
  /** The component's own default: shown first as selected, and left out of the code. */
  defaultValue: string;
}

export interface PlaygroundBoolean {
  name: string;
  label?: string;
  /** The component's default (false unless said otherwise). */
  defaultValue?: boolean;
}

export interface VariantPlaygroundProps {
  /** The component to render, e.g. Joy's `Button`. */
  component: React.ElementType;
  /** Its name in the generated JSX. */
  componentName: string;
  /** The module the component is imported from, shown as an import line above the code. */
  importPath?: string;
  /** Further import lines the children need, e.g. `import Typography from '@mui/joy/Typography';`. */
  extraImports?: readonly string[];
  variant?: PlaygroundChoice;
  color?: PlaygroundChoice;
  size?: PlaygroundChoice;
  /** Boolean props shown as switches, e.g. `disabled`. */
  booleans?: readonly PlaygroundBoolean[];
  /** Props always passed to the component, and written in the code when listed in `codeProps`. */
  fixedProps?: Readonly<Record<string, unknown>>;
  /** Fixed props as they appear in the code (strings, numbers or `true`). */
  codeProps?: Readonly<Record<string, PlaygroundValue>>;
  /** Rendered children. */
  children?: React.ReactNode;
  /** The children as JSX text in the code; leave out for a self-closing element. */
  childrenCode?: string;
  /** The label of the playground's region, for assistive technology. */
  label?: string;
}

const CHOICE_LABELS: Record<'variant' | 'color' | 'size', string> = {
  variant: 'Variant',
  color: 'Color',
  size: 'Size',
};

/**
 * A generic playground: pick the variant, colour, size and boolean props of a component and see it
 * rendered with its JSX. Renders on the server (no window access during render).
 */
export default function VariantPlayground({
  component: Component,
  componentName,
  importPath,
  extraImports = [],
  variant,
  color,
  size,
  booleans = [],
  fixedProps = {},
  codeProps,
  children,
  childrenCode,
  label,
}: VariantPlaygroundProps) {
  const id = React.useId();
  const choices = (
    [
      ['variant', variant],
      ['color', color],
      ['size', size],
    ] as const
  ).filter(
    (entry): entry is readonly ['variant' | 'color' | 'size', PlaygroundChoice] =>
      entry[1] !== undefined,
  );

  const [values, setValues] = React.useState<Record<string, PlaygroundValue>>(() => {
    const initial: Record<string, PlaygroundValue> = {};
    choices.forEach(([name, choice]) => {
      initial[name] = choice.defaultValue;
    });
    booleans.forEach((item) => {
      initial[item.name] = item.defaultValue ?? false;
    });
    return initial;
  });
  const [copied, setCopied] = React.useState(false);

  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 1500);
    return () => clearTimeout(timer);
  }, [copied]);

  const defaults: Record<string, PlaygroundValue | undefined> = {};
  choices.forEach(([name, choice]) => {
    defaults[name] = choice.defaultValue;
  });
  booleans.forEach((item) => {
    defaults[item.name] = item.defaultValue ?? false;
  });

  const ordered = [...choices.map(([name]) => name), ...booleans.map((item) => item.name)].map(
    (name) => [name, values[name] ?? false] as const,
  );
  const jsx = playgroundCode({
    componentName,
    values: ordered,
    defaults,
    fixedProps: codeProps,
    children: childrenCode,
  });
  const imports = [
    ...(importPath ? [`import ${componentName} from '${importPath}';`] : []),
    ...extraImports,
  ];
  const code = imports.length > 0 ? `${imports.join('\n')}\n\n${jsx}` : jsx;

  const set = (name: string, value: PlaygroundValue) =>
    setValues((prev) => ({ ...prev, [name]: value }));

  return (
    <Box
      role="region"
      aria-label={label ?? `${componentName} playground`}
      data-variant-playground={componentName}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(200px, 260px)' },
        gap: 2,
        width: '100%',
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Sheet
          variant="outlined"
          data-playground-preview=""
          sx={{
            borderRadius: 'md',
            minHeight: 160,
            padding: 3,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Component {...fixedProps} {...values}>
            {children}
          </Component>
        </Sheet>
        <Sheet variant="soft" sx={{ borderRadius: 'md', position: 'relative', overflow: 'hidden' }}>
          <Box
            component="pre"
            data-playground-code=""
            tabIndex={0}
            sx={{
              margin: 0,
              padding: 2,
              paddingInlineEnd: 10,
              overflowX: 'auto',
              fontFamily: 'code',
              fontSize: 'sm',
              lineHeight: 1.6,
              color: 'text.primary',
            }}
          >
            <code>{code}</code>
          </Box>
          <Button
            size="sm"
            variant="outlined"
            color="neutral"
            onClick={() => {
              copyText(code).then(
                () => setCopied(true),
                () => setCopied(false),
              );
            }}
            sx={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8 }}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Typography
            level="body-xs"
            role="status"
            sx={{
              position: 'absolute',
              width: 1,
              height: 1,
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            }}
          >
            {copied ? 'Code copied to the clipboard' : ''}
          </Typography>
        </Sheet>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {choices.map(([name, choice]) => (
          // Not a FormControl: it would point the label's `for` at the radio group's <div>, which
          // is not a form control (invalid HTML); aria-labelledby names the group instead.
          <Box key={name} sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
            <FormLabel component="span" id={`${id}-${name}`}>
              {CHOICE_LABELS[name]}
            </FormLabel>
            <RadioGroup
              aria-labelledby={`${id}-${name}`}
              name={`${id}-${name}`}
              orientation="horizontal"
              value={String(values[name])}
              onChange={(event) => set(name, event.target.value)}
              sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1, '--RadioGroup-gap': '0px' }}
            >
              {choice.options.map((option) => (
                <Radio key={option} value={option} label={option} size="sm" />
              ))}
            </RadioGroup>
          </Box>
        ))}
        {booleans.map((item) => (
          // A FormControl rather than a <label> around the switch: the switch's root is a <div>,
          // which may not sit inside the <span> decorator of a label.
          <FormControl
            key={item.name}
            orientation="horizontal"
            size="sm"
            sx={{ justifyContent: 'space-between' }}
          >
            <FormLabel sx={{ fontFamily: 'code', fontWeight: 'normal' }}>
              {item.label ?? item.name}
            </FormLabel>
            <Switch
              size="sm"
              checked={Boolean(values[item.name])}
              onChange={(event) => set(item.name, event.target.checked)}
            />
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
