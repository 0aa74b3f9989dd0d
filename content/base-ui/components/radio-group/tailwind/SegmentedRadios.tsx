import * as React from 'react';

const PERIODS = ['Day', 'Week', 'Month', 'Year'];

export default function SegmentedRadios() {
  const [period, setPeriod] = React.useState('Week');
  return (
    <fieldset className="m-0 border-0 p-0 text-sm">
      <legend className="mb-1.5 p-0 font-semibold">Revenue per</legend>
      <div className="inline-flex gap-0.5 rounded-[9px] bg-[#eef0f4] p-[3px] dark:bg-[#22262f]">
        {PERIODS.map((option) => (
          <label key={option} className="relative inline-flex">
            <input
              className="peer absolute -m-px h-px w-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)]"
              type="radio"
              name="revenue-period"
              value={option}
              checked={period === option}
              onChange={() => setPeriod(option)}
            />
            <span className="cursor-pointer rounded-md px-3 py-[5px] font-semibold text-[#3d4452] peer-checked:bg-white peer-checked:text-[#171a21] peer-checked:shadow-[0_1px_3px_rgb(0_0_0/0.15)] peer-focus-visible:outline peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-1 peer-focus-visible:outline-[#8aaeff] dark:text-[#b8bfcc] dark:peer-checked:bg-[#3d4452] dark:peer-checked:text-[#f6f7f9]">
              {option}
            </span>
          </label>
        ))}
      </div>
      <p className="mb-0 mt-2 text-[#5b6374] dark:text-[#9aa2b1]">
        Showing revenue per {period.toLowerCase()}.
      </p>
    </fieldset>
  );
}
