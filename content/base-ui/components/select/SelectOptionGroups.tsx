import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';
import { selectClasses } from '@mui/base/Select';
import { optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

const Trigger = styled('button')(({ theme }) => ({
  minWidth: 220,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  font: 'inherit',
  textAlign: 'start',
  color: '#171a21',
  backgroundColor: '#fff',
  cursor: 'pointer',
  '&::after': { content: '"▾"', float: 'inline-end' },
  [`&.${selectClasses.focusVisible}`]: { outline: '3px solid #8aaeff', outlineOffset: 1 },
  [`&.${selectClasses.expanded}::after`]: { content: '"▴"' },
  ...theme.applyStyles('dark', {
    color: '#f6f7f9',
    backgroundColor: '#171a21',
    borderColor: '#4b5565',
  }),
}));

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 220,
  maxHeight: 280,
  overflow: 'auto',
  margin: '4px 0',
  padding: 4,
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  listStyle: 'none',
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
  }),
}));

const StyledOption = styled(Option)(({ theme }) => ({
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'default',
  [`&.${optionClasses.highlighted}`]: {
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#2f3540' }),
  },
  [`&.${optionClasses.selected}`]: {
    fontWeight: 700,
    color: '#1c377f',
    ...theme.applyStyles('dark', { color: '#c2d4ff' }),
  },
  [`&.${optionClasses.disabled}`]: { color: '#7b8394' },
}));

const Field = styled('div')({ display: 'grid', gap: 4, fontSize: '0.875rem' });

// OptionGroup hands its own props to the root slot, `label` among them, so a plain <li> would
// get a stray label="…" attribute. This root drops it (and the ownerState Base UI adds).
const GroupRootBase = React.forwardRef<
  HTMLLIElement,
  React.ComponentPropsWithoutRef<'li'> & { label?: React.ReactNode; ownerState?: unknown }
>(function GroupRootBase(props, ref) {
  const { label: _label, ownerState: _ownerState, ...other } = props;
  return <li ref={ref} role="none" {...other} />;
});

const GroupRoot = styled(GroupRootBase)({ listStyle: 'none' });

const GroupLabel = styled('span')(({ theme }) => ({
  display: 'block',
  padding: '8px 8px 4px',
  fontSize: '0.75rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: '#4b5565',
  ...theme.applyStyles('dark', { color: '#c2c8d3' }),
}));

const GroupList = styled('ul')({ margin: 0, padding: 0, listStyle: 'none' });

const slots = { root: Trigger, listbox: Listbox };

const slotProps = { popup: { style: { zIndex: 1300 } } };

const groupSlots = { root: GroupRoot, label: GroupLabel, list: GroupList };

function CourseGroup(props: { course: string; children: React.ReactNode }) {
  const labelId = React.useId();
  return (
    <OptionGroup
      label={props.course}
      slots={groupSlots}
      slotProps={{
        label: { id: labelId },
        list: { role: 'group', 'aria-labelledby': labelId },
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
    <Field>
      <label htmlFor="dish-select">Dish</label>
      <Select id="dish-select" defaultValue="Lentil curry" slots={slots} slotProps={slotProps}>
        {MENU.map((group) => (
          <CourseGroup key={group.course} course={group.course}>
            {group.dishes.map((dish) => (
              <StyledOption key={dish} value={dish}>
                {dish}
              </StyledOption>
            ))}
          </CourseGroup>
        ))}
      </Select>
    </Field>
  );
}
