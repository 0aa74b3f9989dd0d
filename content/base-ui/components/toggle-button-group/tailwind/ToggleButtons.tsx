import * as React from 'react';
import { Button } from '@mui/base/Button';

const views = ['Day', 'Week', 'Month'] as const;
const filters = ['Meetings', 'Focus time', 'Holidays'] as const;

export default function ToggleButtons() {
  // One of many: exactly one view is pressed.
  const [view, setView] = React.useState<(typeof views)[number]>('Week');
  // Any of many: each filter is pressed on its own.
  const [shown, setShown] = React.useState<string[]>(['Meetings']);

  return (
    <div className="grid justify-items-start gap-3 text-sm">
      <div
        className="inline-flex gap-1 rounded-[10px] bg-[#eef0f4] p-1 dark:bg-[#22262f]"
        role="group"
        aria-label="Calendar view"
      >
        {views.map((option) => (
          <Button
            key={option}
            className="cursor-pointer rounded-[7px] border-0 bg-transparent px-3 py-1.5 text-sm font-semibold [font-family:inherit] text-[#3d4452] hover:bg-[#dadee6] dark:text-[#dadee6] dark:hover:bg-[#3d4452] aria-pressed:bg-[#2d57d6] aria-pressed:text-white dark:aria-pressed:bg-[#8aaeff] dark:aria-pressed:text-[#0b0d12] [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-1 [&.base--focusVisible]:outline-[#8aaeff]"
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {option}
          </Button>
        ))}
      </div>
      <div
        className="inline-flex gap-1 rounded-[10px] bg-[#eef0f4] p-1 dark:bg-[#22262f]"
        role="group"
        aria-label="Show on the calendar"
      >
        {filters.map((option) => (
          <Button
            key={option}
            className="cursor-pointer rounded-[7px] border-0 bg-transparent px-3 py-1.5 text-sm font-semibold [font-family:inherit] text-[#3d4452] hover:bg-[#dadee6] dark:text-[#dadee6] dark:hover:bg-[#3d4452] aria-pressed:bg-[#2d57d6] aria-pressed:text-white dark:aria-pressed:bg-[#8aaeff] dark:aria-pressed:text-[#0b0d12] [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-1 [&.base--focusVisible]:outline-[#8aaeff]"
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
