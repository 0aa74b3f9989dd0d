import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { flushSync } from 'react-dom';
import { useForkRef } from '@mui/material/utils';

const colours = [
  'Amber',
  'Ash',
  'Blush',
  'Charcoal',
  'Clay',
  'Cobalt',
  'Coral',
  'Cream',
  'Forest',
  'Indigo',
  'Ivory',
  'Lemon',
  'Mint',
  'Moss',
  'Mustard',
  'Navy',
  'Olive',
  'Peach',
  'Plum',
  'Rust',
  'Sage',
  'Sand',
  'Slate',
  'Teal',
  'Terracotta',
];
const materials = [
  'bamboo',
  'canvas',
  'cedar',
  'ceramic',
  'cork',
  'cotton',
  'denim',
  'felt',
  'glass',
  'hemp',
  'jute',
  'leather',
  'linen',
  'marble',
  'oak',
  'rattan',
  'steel',
  'velvet',
  'walnut',
  'wool',
];
const items = [
  'basket',
  'bench',
  'blanket',
  'bookend',
  'bowl',
  'candle holder',
  'chair',
  'coaster',
  'cushion',
  'desk tray',
  'lamp',
  'mirror',
  'mug',
  'planter',
  'rug',
  'shelf',
  'stool',
  'tray',
  'vase',
  'wall clock',
];

// 25 × 20 × 20 = 10,000 distinct product names.
const products = colours.flatMap((colour) =>
  materials.flatMap((material) => items.map((item) => `${colour} ${material} ${item}`)),
);

const ROW_HEIGHT = 36;
const VISIBLE_ROWS = 8;
const OVERSCAN = 6; // more than the five options Page Up and Page Down move by

/** What the list exposes to the Autocomplete around it. */
interface ListboxApi {
  /** Called from `onHighlightChange`: remember the highlighted option. */
  highlight: (option: string | null) => void;
  /** Called from `onKeyDown`, before Autocomplete moves the highlight: mount the target. */
  prepareKey: (key: string) => void;
}

const ListboxApiContext = React.createContext<React.MutableRefObject<ListboxApi | null>>({
  current: null,
});

const KEY_MOVES: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 };

/**
 * A listbox that mounts only the options in view (plus a few either side) and pads the rest,
 * so ten thousand options cost as much DOM as thirty.
 */
const VirtualListbox = React.forwardRef<
  HTMLUListElement,
  // Slots also receive the component's `ownerState`: keep it off the DOM element.
  React.HTMLAttributes<HTMLElement> & { ownerState?: unknown }
>(function VirtualListbox(props, forwardedRef) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { children, style, ownerState, ...other } = props;
  const options = (Array.isArray(children) ? children : [children]) as React.ReactElement[];
  const count = options.length;
  const nodeRef = React.useRef<HTMLUListElement>(null);
  const ref = useForkRef(forwardedRef, nodeRef);
  const [scrollTop, setScrollTop] = React.useState(0);
  const [highlighted, setHighlighted] = React.useState(-1);
  const latest = React.useRef({ options, highlighted, scrollTop });
  latest.current = { options, highlighted, scrollTop };

  // Autocomplete only highlights options it finds in the DOM. Before it handles a key, scroll the
  // window (synchronously, with flushSync) so that the option the key leads to is mounted.
  const apiRef = React.useContext(ListboxApiContext);
  React.useEffect(() => {
    apiRef.current = {
      highlight: (option) => {
        const index =
          option === null ? -1 : latest.current.options.findIndex((o) => o.key === option);
        setHighlighted(index);
      },
      prepareKey: (key) => {
        const { options: current, highlighted: from } = latest.current;
        let target: number;
        if (key === 'Home') target = 0;
        else if (key === 'End') target = current.length - 1;
        else if (key in KEY_MOVES) target = from + (KEY_MOVES[key] ?? 0);
        else return;
        target = Math.max(0, Math.min(current.length - 1, target));
        const node = nodeRef.current;
        if (!node) return;
        const top = target * ROW_HEIGHT;
        const visibleTop = latest.current.scrollTop;
        if (top >= visibleTop && top + ROW_HEIGHT <= visibleTop + node.clientHeight) return;
        const nextScrollTop = Math.max(
          0,
          top - (target > from ? node.clientHeight - ROW_HEIGHT : 0),
        );
        flushSync(() => setScrollTop(nextScrollTop));
        node.scrollTop = nextScrollTop;
      },
    };
    return () => {
      apiRef.current = null;
    };
  }, [apiRef]);

  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(count, Math.ceil(scrollTop / ROW_HEIGHT) + VISIBLE_ROWS + OVERSCAN);

  return (
    <ul
      {...other}
      ref={ref}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      style={{ ...style, maxHeight: ROW_HEIGHT * VISIBLE_ROWS, overflow: 'auto', paddingBlock: 0 }}
    >
      {/* Spacers stand in for the options that are not mounted (padding would grow the box). */}
      <li aria-hidden role="presentation" style={{ height: first * ROW_HEIGHT }} />
      {options.slice(first, last).map((option, offset) =>
        React.cloneElement(option, {
          // Tell assistive technology where this option sits in the whole list.
          'aria-setsize': count,
          'aria-posinset': first + offset + 1,
          // Autocomplete marks the highlighted option in the DOM; re-mounted options need it again.
          className: `${option.props.className ?? ''}${first + offset === highlighted ? ' Mui-focused' : ''}`,
          style: { ...option.props.style, height: ROW_HEIGHT, minHeight: 0 },
        }),
      )}
      <li aria-hidden role="presentation" style={{ height: (count - last) * ROW_HEIGHT }} />
    </ul>
  );
});

export default function VirtualizedAutocomplete() {
  const listboxApi = React.useRef<ListboxApi | null>(null);

  return (
    <ListboxApiContext.Provider value={listboxApi}>
      <Autocomplete
        options={products}
        disableListWrap
        onKeyDown={(event) => listboxApi.current?.prepareKey(event.key)}
        onHighlightChange={(_event, option) => listboxApi.current?.highlight(option)}
        slots={{ listbox: VirtualListbox }}
        sx={{ width: '100%', maxWidth: 360 }}
        renderInput={(params) => (
          <TextField {...params} label="Product" helperText="10,000 products" />
        )}
      />
    </ListboxApiContext.Provider>
  );
}
