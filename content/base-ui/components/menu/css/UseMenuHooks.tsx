import * as React from 'react';
import { useDropdown, DropdownContext } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenu, MenuProvider } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';
import classes from './UseMenuHooks.module.css';

function Item({ label, onPick }: { label: string; onPick: (label: string) => void }) {
  const ref = React.useRef<HTMLLIElement>(null);
  const { getRootProps } = useMenuItem({ rootRef: ref, label });
  return (
    <li {...getRootProps({ onClick: () => onPick(label) })} className={classes.item}>
      {label}
    </li>
  );
}

function ShareMenu({ onPick }: { onPick: (label: string) => void }) {
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const listboxRef = React.useRef<HTMLUListElement>(null);
  const { getRootProps } = useMenuButton({ rootRef: buttonRef });
  const { contextValue, getListboxProps, open } = useMenu({ listboxRef });
  return (
    <React.Fragment>
      <button type="button" {...getRootProps()} className={classes.button}>
        Share
      </button>
      <ul {...getListboxProps()} hidden={!open} className={classes.list}>
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
    <div className={classes.root}>
      <DropdownContext.Provider value={contextValue}>
        <ShareMenu onPick={setPicked} />
      </DropdownContext.Provider>
      <span>Shared via: {picked}</span>
    </div>
  );
}
