import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
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

type HighlightListener = (option: string | null) => void;
const HighlightContext = React.createContext<React.MutableRefObject<HighlightListener | null>>({
  current: null,
});

/**
 * A listbox that mounts only the options in view (plus a few either side) and pads the rest,
 * so ten thousand options cost as much DOM as twenty.
 */
const VirtualListbox = React.forwardRef<HTMLUListElement, React.HTMLAttributes<HTMLElement>>(
  function VirtualListbox(props, forwardedRef) {
    const { children, style, ...other } = props;
    const options = (Array.isArray(children) ? children : [children]) as React.ReactElement[];
    const count = options.length;
    const nodeRef = React.useRef<HTMLUListElement>(null);
    const ref = useForkRef(forwardedRef, nodeRef);
    const [scrollTop, setScrollTop] = React.useState(0);
    const [highlighted, setHighlighted] = React.useState(-1);
    const optionsRef = React.useRef(options);
    optionsRef.current = options;

    // Autocomplete scrolls to an option only if it is in the DOM: jumps such as Home and End land
    // on options this list has not mounted, so it scrolls to them itself.
    const listenerRef = React.useContext(HighlightContext);
    React.useEffect(() => {
      listenerRef.current = (option) => {
        const index = option === null ? -1 : optionsRef.current.findIndex((o) => o.key === option);
        setHighlighted(index);
        const node = nodeRef.current;
        if (!node || index < 0) return;
        const top = index * ROW_HEIGHT;
        if (top < node.scrollTop) node.scrollTop = top;
        else if (top + ROW_HEIGHT > node.scrollTop + node.clientHeight) {
          node.scrollTop = top + ROW_HEIGHT - node.clientHeight;
        }
      };
      return () => {
        listenerRef.current = null;
      };
    }, [listenerRef]);

    const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
    const last = Math.min(count, Math.ceil(scrollTop / ROW_HEIGHT) + VISIBLE_ROWS + OVERSCAN);

    return (
      <ul
        {...other}
        ref={ref}
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        style={{
          ...style,
          maxHeight: ROW_HEIGHT * VISIBLE_ROWS,
          overflow: 'auto',
          paddingTop: first * ROW_HEIGHT,
          paddingBottom: (count - last) * ROW_HEIGHT,
        }}
      >
        {options.slice(first, last).map((option, offset) =>
          React.cloneElement(option, {
            // Tell assistive technology where this option sits in the whole list.
            'aria-setsize': count,
            'aria-posinset': first + offset + 1,
            className: `${option.props.className ?? ''}${first + offset === highlighted ? ' Mui-focused' : ''}`,
            style: { ...option.props.style, height: ROW_HEIGHT, minHeight: 0 },
          }),
        )}
      </ul>
    );
  },
);

export default function VirtualizedAutocomplete() {
  const highlightListener = React.useRef<HighlightListener | null>(null);

  return (
    <HighlightContext.Provider value={highlightListener}>
      <Autocomplete
        options={products}
        disableListWrap
        onHighlightChange={(_event, option) => highlightListener.current?.(option)}
        slots={{ listbox: VirtualListbox }}
        sx={{ width: '100%', maxWidth: 360 }}
        renderInput={(params) => (
          <TextField {...params} label="Product" helperText="10,000 products" />
        )}
      />
    </HighlightContext.Provider>
  );
}
