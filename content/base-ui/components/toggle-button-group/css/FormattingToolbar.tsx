import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './FormattingToolbar.module.css';
import { useRtl } from '@mui/system/RtlProvider';

const TOOLS = [
  { id: 'bold', label: 'Bold', glyph: 'B' },
  { id: 'italic', label: 'Italic', glyph: 'I' },
  { id: 'underline', label: 'Underline', glyph: 'U' },
  { id: 'strike', label: 'Strikethrough', glyph: 'S' },
];

export default function FormattingToolbar() {
  const isRtl = useRtl();
  const [pressed, setPressed] = React.useState<string[]>(['bold']);
  // Roving tabindex: only the active tool is in the Tab order; arrows move between tools.
  const [active, setActive] = React.useState(0);
  const refs = React.useRef<Array<HTMLButtonElement | null>>([]);

  const moveTo = (index: number) => {
    const next = (index + TOOLS.length) % TOOLS.length;
    setActive(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    // In a right-to-left page the first tool is on the right: ← moves forward.
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    const keys: Record<string, () => void> = {
      [forward]: () => moveTo(active + 1),
      [backward]: () => moveTo(active - 1),
      Home: () => moveTo(0),
      End: () => moveTo(TOOLS.length - 1),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  return (
    <div className={classes.toolbar} role="toolbar" aria-label="Text style" onKeyDown={onKeyDown}>
      {TOOLS.map((tool, index) => (
        <Button
          key={tool.id}
          ref={(element: HTMLButtonElement | null) => {
            refs.current[index] = element;
          }}
          className={classes.tool}
          tabIndex={index === active ? 0 : -1}
          aria-label={tool.label}
          aria-pressed={pressed.includes(tool.id)}
          onFocus={() => setActive(index)}
          onClick={() =>
            setPressed((current) =>
              current.includes(tool.id)
                ? current.filter((id) => id !== tool.id)
                : [...current, tool.id],
            )
          }
        >
          {tool.glyph}
        </Button>
      ))}
    </div>
  );
}
