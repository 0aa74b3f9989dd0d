import * as React from 'react';
import { useDropdown, DropdownContext } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenu, MenuProvider } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import { styled } from '@mui/system';

const Root = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'start',
  gap: 4,
  fontSize: '0.875rem',
  '& button': {
    font: 'inherit',
    fontWeight: 600,
    padding: '6px 14px',
    borderRadius: 999,
    border: 0,
    color: '#fff',
    backgroundColor: '#2d57d6',
    cursor: 'pointer',
    '&:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  },
  '& ul': {
    margin: 0,
    padding: 4,
    listStyle: 'none',
    borderRadius: 8,
    border: '1px solid #dadee6',
    ...theme.applyStyles('dark', { borderColor: '#3d4452' }),
  },
  '& li': { padding: '6px 12px', borderRadius: 6, outline: 0, cursor: 'default' },
  '& li:hover, & li:focus-visible': {
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#2f3540' }),
  },
}));

function Item({ label, onPick }: { label: string; onPick: (label: string) => void }) {
  const ref = React.useRef<HTMLLIElement>(null);
  const { getRootProps } = useMenuItem({ rootRef: ref, label });
  return <li {...getRootProps({ onClick: () => onPick(label) })}>{label}</li>;
}

function ShareMenu({ onPick }: { onPick: (label: string) => void }) {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const listboxRef = React.useRef<HTMLUListElement>(null);
  const { getRootProps } = useMenuButton({ rootRef: buttonRef });
  const { contextValue, getListboxProps, open } = useMenu({ listboxRef });
  return (
    <React.Fragment>
      <button type="button" {...getRootProps()}>
        Share
      </button>
      <ul {...getListboxProps()} hidden={!open}>
        <MenuProvider value={contextValue}>
          {['Copy link', 'Email', 'Embed code'].map((label) => (
            <Item key={label} label={label} onPick={onPick} />
          ))}
        </MenuProvider>
      </ul>
    </React.Fragment>
  );
}

export default function UseMenuHooks() {
  const { contextValue } = useDropdown();
  const [picked, setPicked] = React.useState('nothing yet');
  return (
    <Root>
      <DropdownContext.Provider value={contextValue}>
        <ShareMenu onPick={setPicked} />
      </DropdownContext.Provider>
      <span>Shared via: {picked}</span>
    </Root>
  );
}
