/**
 * Sample content for components that show nothing from props alone: plain elements styled by the
 * site's CSS, so an override adds no library module to the playground's chunk.
 */
import * as React from 'react';
import type { PlaygroundOverride, PlaygroundRenderProps } from './overrideTypes';

/** A component that wraps one element (a tooltip, a click-away listener, a focus trap). */
export function WithElementChild({ Component, props }: PlaygroundRenderProps) {
  return (
    <Component {...props}>
      <button type="button" className="playground-button">
        Sample button
      </button>
    </Component>
  );
}

/** ClickAwayListener's override in every product that has it (Material UI, Base UI). */
export const CLICK_AWAY_LISTENER: PlaygroundOverride = {
  // onClickAway is required: without it every click outside the sample threw.
  sampleProps: { onClickAway: () => undefined },
  render: WithElementChild,
  codeChildren: '<button>Sample button</button>',
};

/** A modal: one element as its content. */
export function WithModalContent({ Component, props }: PlaygroundRenderProps) {
  return (
    <Component {...props}>
      <div className="playground-sample-content">Press Escape or click outside to close.</div>
    </Component>
  );
}

/** A popup anchored to a button that toggles `open`. */
export function Anchored({ Component, props, setProp }: PlaygroundRenderProps) {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const open = props.open === true;
  return (
    <>
      <button
        type="button"
        ref={setAnchor}
        className="playground-button"
        aria-expanded={open}
        onClick={() => setProp('open', !open)}
      >
        {open ? 'Close' : 'Open'}
      </button>
      {anchor ? (
        <Component {...props} open={open} anchorEl={anchor}>
          <div className="playground-sample-content">Popup content</div>
        </Component>
      ) : null}
    </>
  );
}

/** A select with three options as plain list items. */
export function WithOptions({ Component, props }: PlaygroundRenderProps) {
  return (
    <Component {...props}>
      {['One', 'Two', 'Three'].map((option) => (
        <li key={option} value={option.toLowerCase()} className="playground-option">
          {option}
        </li>
      ))}
    </Component>
  );
}

/** A table cell component (a pagination footer): inside a table row. */
export function InTableRow({ Component, props }: PlaygroundRenderProps) {
  return (
    <table className="playground-table">
      <tbody>
        <tr>
          <Component {...props} />
        </tr>
      </tbody>
    </table>
  );
}

/** An icon component: a simple shape as its SVG content. */
export function WithIconShape({ Component, props }: PlaygroundRenderProps) {
  return (
    <Component {...props}>
      <circle cx="12" cy="12" r="8" />
    </Component>
  );
}

/** A list root (the lab's Timeline): list items inside it, as a list must hold. */
export function WithListItems({ Component, props }: PlaygroundRenderProps) {
  return (
    <Component {...props}>
      <li className="playground-sample-content">First entry</li>
      <li className="playground-sample-content">Second entry</li>
    </Component>
  );
}

/** An accordion: a summary and the details it shows when expanded. */
export function WithSummaryAndDetails({ Component, props }: PlaygroundRenderProps) {
  return (
    <Component {...props}>
      <div className="playground-sample-content">Summary</div>
      <div className="playground-sample-content">Details shown when expanded</div>
    </Component>
  );
}
