import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { OptionGroup } from '@mui/base/OptionGroup';
import classes from './SelectOptionGroups.module.css';

const slotProps = {
  root: { className: classes.trigger },
  listbox: { className: classes.listbox },
  popup: { className: classes.popup },
};

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
        root: { className: classes.group },
        label: {
          id: labelId,
          className: classes.groupLabel,
        },
        list: { role: 'group', 'aria-labelledby': labelId, className: classes.groupList },
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
    <div className={classes.field}>
      <label htmlFor="dish-select">Dish</label>
      <Select id="dish-select" defaultValue="Lentil curry" slotProps={slotProps}>
        {MENU.map((group) => (
          <CourseGroup key={group.course} course={group.course}>
            {group.dishes.map((dish) => (
              <Option key={dish} value={dish} className={classes.option}>
                {dish}
              </Option>
            ))}
          </CourseGroup>
        ))}
      </Select>
    </div>
  );
}
