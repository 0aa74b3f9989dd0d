import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 10,
  justifyItems: 'start',
  fontSize: '0.875rem',
  '& .save': {
    padding: '8px 16px',
    border: 0,
    borderRadius: 8,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    color: '#fff',
    backgroundColor: '#2d57d6',
    cursor: 'pointer',
  },
  '& .save.base--active': { backgroundColor: '#1f3fa8' },
  '& .save.base--focusVisible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& .markup': {
    margin: 0,
    padding: '6px 10px',
    borderRadius: 6,
    fontFamily: 'ui-monospace, monospace',
    fontSize: '0.8125rem',
    backgroundColor: '#f0f3f7',
  },
  ...theme.applyStyles('dark', {
    '& .save': { color: '#0b0d12', backgroundColor: '#8aaeff' },
    '& .save.base--active': { backgroundColor: '#b5caff' },
    '& .markup': { backgroundColor: '#22262f' },
  }),
}));

// The button's live class attribute, limited to the classes Base UI adds (base-…).
function useStateClasses(element: HTMLElement | null) {
  const [value, setValue] = React.useState('');
  React.useEffect(() => {
    if (!element) {
      return undefined;
    }
    const read = () =>
      setValue(
        Array.from(element.classList)
          .filter((name) => name.startsWith('base-'))
          .join(' '),
      );
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [element]);
  return value;
}

export default function ButtonStateClasses() {
  const [button, setButton] = React.useState<HTMLButtonElement | null>(null);
  const classes = useStateClasses(button);
  return (
    <Styles>
      <Button ref={setButton} className="save">
        Save
      </Button>
      <output className="markup">{classes}</output>
    </Styles>
  );
}
