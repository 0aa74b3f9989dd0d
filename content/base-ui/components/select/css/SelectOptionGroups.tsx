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

const groupSlotProps = {
  root: { className: classes.group },
  label: { className: classes.groupLabel },
  list: { className: classes.groupList },
};

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
          <OptionGroup key={group.course} label={group.course} slotProps={groupSlotProps}>
            {group.dishes.map((dish) => (
              <Option key={dish} value={dish} className={classes.option}>
                {dish}
              </Option>
            ))}
          </OptionGroup>
        ))}
      </Select>
    </div>
  );
}
