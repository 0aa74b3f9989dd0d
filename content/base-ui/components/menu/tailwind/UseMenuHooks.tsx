import * as React from 'react';
import { useDropdown, DropdownContext } from '@mui/base/useDropdown';
import { useMenuButton } from '@mui/base/useMenuButton';
import { useMenu, MenuProvider } from '@mui/base/useMenu';
import { useMenuItem } from '@mui/base/useMenuItem';

function Item({ label, onPick }: { label: string; onPick: (label: string) => void }) {
  const ref = React.useRef<HTMLLIElement>(null);
  const { getRootProps } = useMenuItem({ rootRef: ref, label });
  return (
    <li
      {...getRootProps({ onClick: () => onPick(label) })}
      className="cursor-default rounded-md px-3 py-1.5 outline-0 hover:bg-slate-200 focus-visible:bg-slate-200 dark:hover:bg-slate-700 dark:focus-visible:bg-slate-700"
    >
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
      <button
        type="button"
        {...getRootProps()}
        className="cursor-pointer rounded-full border-0 bg-blue-600 px-3.5 py-1.5 font-[inherit] font-semibold text-white focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300"
      >
        Share
      </button>
      <ul
        {...getListboxProps()}
        hidden={!open}
        className="m-0 list-none rounded-lg border border-solid border-slate-200 p-1 dark:border-slate-700"
      >
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
    <div className="grid justify-items-start gap-1 text-sm">
      <DropdownContext.Provider value={contextValue}>
        <ShareMenu onPick={setPicked} />
      </DropdownContext.Provider>
      <span>Shared via: {picked}</span>
    </div>
  );
}
