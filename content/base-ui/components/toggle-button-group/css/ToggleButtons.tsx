import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './ToggleButtons.module.css';

const views = ['Day', 'Week', 'Month'] as const;
const filters = ['Meetings', 'Focus time', 'Holidays'] as const;

export default function ToggleButtons() {
  // One of many: exactly one view is pressed.
  const [view, setView] = React.useState<(typeof views)[number]>('Week');
  // Any of many: each filter is pressed on its own.
  const [shown, setShown] = React.useState<string[]>(['Meetings']);

  return (
    <div className={classes.root}>
      <div className={classes.group} role="group" aria-label="Calendar view">
        {views.map((option) => (
          <Button
            key={option}
            className={classes.toggle}
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {option}
          </Button>
        ))}
      </div>
      <div className={classes.group} role="group" aria-label="Show on the calendar">
        {filters.map((option) => (
          <Button
            key={option}
            className={classes.toggle}
            aria-pressed={shown.includes(option)}
            onClick={() =>
              setShown((current) =>
                current.includes(option)
                  ? current.filter((item) => item !== option)
                  : [...current, option],
              )
            }
          >
            {option}
          </Button>
        ))}
      </div>
    </div>
  );
}
