import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { useRtl } from '@mui/system/RtlProvider';

const TOOLS = [
  { id: 'bold', label: 'Bold', glyph: 'B' },
  { id: 'italic', label: 'Italic', glyph: 'I' },
  { id: 'underline', label: 'Underline', glyph: 'U' },
  { id: 'strike', label: 'Strikethrough', glyph: 'S' },
];

const Styles = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  gap: 4,
  padding: 4,
  borderRadius: 10,
  backgroundColor: '#eef0f4',
  '& .tool': {
    width: 34,
    height: 34,
    padding: 0,
    border: 0,
    borderRadius: 7,
    fontFamily: 'Georgia, serif',
    fontSize: '1rem',
    fontWeight: 700,
    color: '#3d4452',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  '& .tool:hover': { backgroundColor: '#dadee6' },
  "& .tool[aria-pressed='true']": { color: '#fff', backgroundColor: '#2d57d6' },
  '& .tool.base--focusVisible': { outline: '3px solid #8aaeff', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    backgroundColor: '#22262f',
    '& .tool': { color: '#dadee6' },
    '& .tool:hover': { backgroundColor: '#3d4452' },
    "& .tool[aria-pressed='true']": { color: '#0b0d12', backgroundColor: '#8aaeff' },
  }),
}));

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
    <Styles role="toolbar" aria-label="Text style" onKeyDown={onKeyDown}>
      {TOOLS.map((tool, index) => (
        <Button
          key={tool.id}
          ref={(element: HTMLButtonElement | null) => {
            refs.current[index] = element;
          }}
          className="tool"
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
    </Styles>
  );
}
