import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '6px 14px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  color: '#171a21',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f0f3f7' },
  '&:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#4b5565',
    backgroundColor: '#171a21',
    color: '#f6f7f9',
    '&:hover': { backgroundColor: '#262b35' },
  }),
}));

const Panel = styled('div')(({ theme }) => ({
  padding: '12px 16px',
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.5)',
  }),
}));

export default function PopperOffset() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const open = Boolean(anchor);

  React.useEffect(() => {
    if (open) {
      inputRef.current?.focus();
    }
  }, [open]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      anchor?.focus();
      setAnchor(null);
    }
  };

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button
        type="button"
        aria-expanded={open}
        aria-controls="quick-reply"
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Write a reply
      </Button>
      <Popper
        id="quick-reply"
        role="dialog"
        aria-label="Quick reply"
        onKeyDown={handleKeyDown}
        open={open}
        anchorEl={anchor}
        keepMounted
        disablePortal
        placement="bottom-start"
        modifiers={[{ name: 'offset', options: { offset: [0, 12] } }]}
        style={{ zIndex: 1300 }}
      >
        <Panel style={{ margin: 4 }}>
          <label htmlFor="reply-text">Reply</label>{' '}
          <input ref={inputRef} id="reply-text" defaultValue="Thanks, on my way!" />
        </Panel>
      </Popper>
    </div>
  );
}
