/**
 * A component playground: the component live, a control per editable prop, and the JSX of what
 * the visitor changed. Server-rendered with the defaults; the component module is loaded before
 * hydration (see preloadPlayground.ts), so nothing moves when it becomes interactive.
 *
 * A change shows at once on its control and in the code; the component follows in a render React
 * may interrupt (a deferred value): rendering it again, with its new styles, is most of the work of
 * a change, and the control that was used should not wait for it.
 */
import * as React from 'react';
import { copyText } from '@/utils/clipboard';
import type { PlaygroundControl, PlaygroundData } from '@/model/playground';
import { useCodePreferences } from '@/preferences/useCodePreferences';
import { PlaygroundControlField } from './PlaygroundControlField';
import {
  changeProp,
  playgroundJsx,
  propsOf,
  type ChangedProps,
  type PropValue,
} from './playgroundCode';
import type { PlaygroundOverride, PlaygroundOverrides } from './overrideTypes';
import { playgroundComponent, type AnyComponent, type PlaygroundRegistry } from './registry';

export interface PlaygroundProps {
  playground: PlaygroundData;
}

type Wrapper = React.ComponentType<{ children: React.ReactNode }>;

type CopyState = 'idle' | 'copied' | 'denied';

interface PreviewProps {
  Component: AnyComponent | undefined;
  override: PlaygroundOverride | undefined;
  changed: ChangedProps;
  text: string | null;
  closes: boolean | undefined;
  setProp: (name: string, value: PropValue | null) => void;
  Wrapper: Wrapper;
  product: string | undefined;
}

/** The component as the props changed so far make it: re-rendered only when those change. */
const PlaygroundPreview = React.memo(function PlaygroundPreview({
  Component,
  override,
  changed,
  text,
  closes,
  setProp,
  Wrapper,
  product,
}: PreviewProps) {
  const props: Record<string, unknown> = {
    ...override?.sampleProps,
    ...propsOf(changed),
    ...(closes ? { onClose: () => setProp('open', false) } : {}),
  };
  const Render = override?.render;
  return (
    <div className="playground-preview" data-product={product} data-testid="playground-preview">
      <Wrapper>
        {Component ? (
          Render ? (
            <Render Component={Component} props={props} setProp={setProp} />
          ) : (
            <Component {...props}>{text ?? undefined}</Component>
          )
        ) : null}
      </Wrapper>
    </div>
  );
});

/** The field of the component's children (text), beside the controls of its props. */
const CHILDREN_CONTROL: PlaygroundControl = { kind: 'text', name: 'children', default: '' };

const COPY_MESSAGES: Record<CopyState, string> = {
  idle: '',
  copied: 'Copied to the clipboard.',
  denied: 'The browser blocked the clipboard: select the code and copy it yourself.',
};

function initialChildren(
  playground: PlaygroundData,
  override: PlaygroundOverride | undefined,
): string | null {
  const control = playground.controls.find((entry) => entry.name === 'children');
  if (override?.children !== undefined) return override.children || null;
  return control ? String(control.default) : null;
}

export default function Playground({
  playground,
  registry,
  overrides,
  Wrapper = React.Fragment,
  product,
}: PlaygroundProps & {
  registry: PlaygroundRegistry;
  overrides: PlaygroundOverrides;
  Wrapper?: Wrapper;
  /** On the preview as `data-product`: Base UI's unstyled components get a look there. */
  product?: string;
}) {
  const override = overrides[playground.component];
  const [changed, setChanged] = React.useState<ChangedProps>([]);
  const [children, setChildren] = React.useState(() => initialChildren(playground, override));
  const [copyState, setCopyState] = React.useState<CopyState>('idle');
  const { codeVariant } = useCodePreferences();
  const component = playgroundComponent(registry, playground.component);
  const controls = playground.controls.filter((control) => control.name !== 'children');
  const hasChildren =
    playground.controls.some((control) => control.name === 'children') ||
    Boolean(override?.children);

  const setProp = React.useCallback(
    (name: string, value: PropValue | null) => {
      const control = playground.controls.find((entry) => entry.name === name);
      if (control) setChanged((previous) => changeProp(previous, control, value));
    },
    [playground.controls],
  );
  const setChildrenText = React.useCallback(
    (_name: string, value: PropValue | null) =>
      setChildren(value === '' || value === null ? null : String(value)),
    [],
  );

  const code = playgroundJsx(playground.tag, changed, children, override?.codeChildren);
  const shownChanged = React.useDeferredValue(changed);
  const shownChildren = React.useDeferredValue(children);

  const copy = () => {
    copyText(code).then(
      () => setCopyState('copied'),
      () => setCopyState('denied'),
    );
  };

  const valueOf = (control: PlaygroundControl): PropValue | null => {
    const entry = changed.find(([name]) => name === control.name);
    return entry ? entry[1] : control.default;
  };

  return (
    <div className="playground" data-playground={playground.component}>
      <div className="playground-stage">
        <PlaygroundPreview
          Component={component?.Component}
          override={override}
          changed={shownChanged}
          text={shownChildren}
          closes={playground.closes}
          setProp={setProp}
          Wrapper={Wrapper}
          product={product}
        />
        <fieldset className="playground-controls">
          <legend className="playground-legend">Props of {playground.tag}</legend>
          {hasChildren ? (
            <PlaygroundControlField
              control={CHILDREN_CONTROL}
              value={children ?? ''}
              onChange={setChildrenText}
            />
          ) : null}
          {controls.map((control) => (
            <PlaygroundControlField
              key={control.name}
              control={control}
              value={valueOf(control)}
              onChange={setProp}
            />
          ))}
        </fieldset>
      </div>
      <div className="playground-code" data-code-variant={codeVariant}>
        <pre role="region" aria-label={`JSX of the ${playground.tag} above`} tabIndex={0}>
          <code data-testid="playground-code">{code}</code>
        </pre>
        <div className="playground-copy">
          <button type="button" className="playground-button" onClick={copy}>
            Copy
          </button>
          <span role="status" className="playground-copy-status">
            {COPY_MESSAGES[copyState]}
          </span>
        </div>
      </div>
    </div>
  );
}
