import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const views = ['Day', 'Week', 'Month'] as const;
const filters = ['Meetings', 'Focus time', 'Holidays'] as const;

const Styles = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 12,
  justifyItems: 'start',
  fontSize: '0.875rem',
  '& .group': {
    display: 'inline-flex',
    gap: 4,
    padding: 4,
    borderRadius: 10,
    backgroundColor: '#eef0f4',
  },
  '& .toggle': {
    padding: '6px 12px',
    border: 0,
    borderRadius: 7,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    color: '#3d4452',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  '& .toggle:hover': { backgroundColor: '#dadee6' },
  "& .toggle[aria-pressed='true']": { color: '#fff', backgroundColor: '#2d57d6' },
  '& .toggle.base--focusVisible': { outline: '3px solid #8aaeff', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    '& .group': { backgroundColor: '#22262f' },
    '& .toggle': { color: '#dadee6' },
    '& .toggle:hover': { backgroundColor: '#3d4452' },
    "& .toggle[aria-pressed='true']": { color: '#0b0d12', backgroundColor: '#8aaeff' },
  }),
}));

export default function ToggleButtons() {
  // One of many: exactly one view is pressed.
  const [view, setView] = React.useState<(typeof views)[number]>('Week');
  // Any of many: each filter is pressed on its own.
  const [shown, setShown] = React.useState<string[]>(['Meetings']);

  return (
    <Styles>
      <div className="group" role="group" aria-label="Calendar view">
        {views.map((option) => (
          <Button
            key={option}
            className="toggle"
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {option}
          </Button>
        ))}
      </div>
      <div className="group" role="group" aria-label="Show on the calendar">
        {filters.map((option) => (
          <Button
            key={option}
            className="toggle"
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
    </Styles>
  );
}
