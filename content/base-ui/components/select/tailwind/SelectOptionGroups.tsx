import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';
const slotProps = {
  root: {
    className: [
      'min-w-[220px] cursor-pointer rounded-lg border border-solid border-slate-300 bg-white',
      'px-3 py-2 text-start font-[inherit] text-slate-900 dark:border-slate-600 dark:bg-slate-900',
      'dark:text-slate-50 after:float-end after:content-["▾"] [&.base--expanded]:after:content-["▴"]',
      '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
      '[&.base--focusVisible]:outline-offset-1 [&.base--focusVisible]:outline-blue-300',
    ].join(' '),
  },
  listbox: {
    className: [
      'my-1 max-h-[280px] min-w-[220px] list-none overflow-auto rounded-lg border border-solid',
      'border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg dark:border-slate-700',
      'dark:bg-slate-800 dark:text-slate-50',
    ].join(' '),
  },
  popup: { className: 'z-[1300]' },
};

const option = [
  'cursor-default rounded-md px-2 py-1.5 [&.base-Option-highlighted]:bg-slate-200',
  'dark:[&.base-Option-highlighted]:bg-slate-700 [&.base--selected]:font-bold',
  '[&.base--selected]:text-blue-900 dark:[&.base--selected]:text-blue-200',
  '[&.base--disabled]:text-slate-500',
].join(' ');

// OptionGroup hands its own props to the root slot, `label` among them, so a plain <li> would
// get a stray label="…" attribute. This root drops it (and the ownerState Base UI adds).
const GroupRoot = React.forwardRef<
  HTMLLIElement,
  React.ComponentPropsWithoutRef<'li'> & { label?: React.ReactNode; ownerState?: unknown }
>(function GroupRoot(props, ref) {
  const { label: _label, ownerState: _ownerState, ...other } = props;
  return <li ref={ref} role="none" {...other} />;
});

function CourseGroup(props: { course: string; children: React.ReactNode }) {
  const labelId = React.useId();
  return (
    <OptionGroup
      label={props.course}
      slots={{ root: GroupRoot }}
      slotProps={{
        root: { className: 'list-none' },
        label: {
          id: labelId,
          className:
            'block px-2 pb-1 pt-2 text-xs font-bold uppercase tracking-wide text-slate-600 dark:text-slate-300',
        },
        list: { role: 'group', 'aria-labelledby': labelId, className: 'm-0 list-none p-0' },
      }}
    >
      {props.children}
    </OptionGroup>
  );
}

const MENU = [
  { course: 'Starters', dishes: ['Tomato soup', 'Bruschetta', 'Falafel'] },
  { course: 'Mains', dishes: ['Mushroom risotto', 'Grilled halloumi', 'Lentil curry'] },
  { course: 'Desserts', dishes: ['Lemon tart', 'Chocolate mousse'] },
];

export default function SelectOptionGroups() {
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor="dish-select">Dish</label>
      <Select id="dish-select" defaultValue="Lentil curry" slotProps={slotProps}>
        {MENU.map((group) => (
          <CourseGroup key={group.course} course={group.course}>
            {group.dishes.map((dish) => (
              <Option key={dish} value={dish} className={option}>
                {dish}
              </Option>
            ))}
          </CourseGroup>
        ))}
      </Select>
    </div>
  );
}
