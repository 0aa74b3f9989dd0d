import * as React from 'react';
import { Select, type SelectOwnerState, type SelectProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const trigger = [
  'min-w-[200px] cursor-pointer rounded-lg border border-solid border-[#c2c8d3] bg-white px-3 py-2',
  'text-start text-sm text-[#171a21] [font-family:inherit] after:float-end after:content-["▾"]',
  'dark:border-[#4b5565] dark:bg-[#171a21] dark:text-[#f6f7f9] [&.base--focusVisible]:outline',
  '[&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-1',
  '[&.base--focusVisible]:outline-[#8aaeff]',
].join(' ');

const listbox = [
  'my-1 min-w-[200px] list-none rounded-lg border border-solid border-[#dadee6] bg-white p-1 text-sm',
  'text-[#171a21] shadow-[0_4px_16px_rgb(0_0_0/0.12)] outline-0 dark:border-[#3d4452]',
  'dark:bg-[#1f232b] dark:text-[#f6f7f9]',
].join(' ');

// A class the caller adds through slotProps.listbox, merged with the wrapper's.
const compact = 'group compact !p-0.5 !text-[0.8125rem]';

const option = [
  'cursor-default rounded-md px-2 py-1.5 group-[.compact]:py-[3px]',
  '[&.base--selected]:font-bold [&.base-Option-highlighted]:bg-[#e8ecf2]',
  'dark:[&.base-Option-highlighted]:bg-[#2f3540]',
].join(' ');

function resolveSlotProps<P, S>(entry: P | ((ownerState: S) => P) | undefined, ownerState: S) {
  return typeof entry === 'function' ? (entry as (state: S) => P)(ownerState) : entry;
}

function joinClassNames(...names: Array<string | undefined>) {
  return names.filter(Boolean).join(' ');
}

// The design system's select: its own look, the caller's slotProps merged in, not replaced.
const AppSelect = React.forwardRef(function AppSelect(
  props: SelectProps<string, false>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { slotProps, ...other } = props;
  return (
    <Select
      {...other}
      ref={ref}
      slotProps={{
        ...slotProps,
        root: (ownerState: SelectOwnerState<string, false>) => {
          const own = resolveSlotProps(slotProps?.root, ownerState);
          return { ...own, className: joinClassNames(trigger, own?.className) };
        },
        listbox: (ownerState: SelectOwnerState<string, false>) => {
          const own = resolveSlotProps(slotProps?.listbox, ownerState);
          return { ...own, className: joinClassNames(listbox, own?.className) };
        },
        popup: (ownerState: SelectOwnerState<string, false>) => {
          const own = resolveSlotProps(slotProps?.popup, ownerState);
          return { ...own, className: joinClassNames('z-[1300]', own?.className) };
        },
      }}
    />
  );
});

export default function WrappedAppSelect() {
  return (
    <div className="grid justify-items-start gap-1 text-sm">
      <span id="sort-orders-label">Sort orders by</span>
      <AppSelect
        defaultValue="newest"
        // Both reach the select: the label on its button, the class on its list.
        slotProps={{
          root: { 'aria-labelledby': 'sort-orders-label' },
          listbox: { className: compact },
        }}
      >
        <Option value="newest" className={option}>
          Newest first
        </Option>
        <Option value="oldest" className={option}>
          Oldest first
        </Option>
        <Option value="total" className={option}>
          Highest total
        </Option>
      </AppSelect>
    </div>
  );
}
