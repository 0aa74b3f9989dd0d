import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const tab = [
  'flex-1 cursor-pointer rounded-[7px] border-0 bg-transparent px-2.5 py-1.5 font-[inherit]',
  'font-semibold text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  '[&.base--selected]:bg-white [&.base--selected]:text-blue-900',
  'dark:[&.base--selected]:bg-slate-900 dark:[&.base--selected]:text-blue-200',
  '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-slate-500',
  'dark:[&.base--disabled]:text-slate-400',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-300',
].join(' ');

const FORECAST = [
  { value: 'today', label: 'Today', text: 'Light rain until noon, 14 °C.' },
  { value: 'tomorrow', label: 'Tomorrow', text: 'Sunny spells, 17 °C, light breeze.' },
  {
    value: 'friday',
    label: 'Friday',
    text: 'The Friday forecast is published tomorrow.',
    disabled: true,
  },
  { value: 'saturday', label: 'Saturday', text: 'Cloudy, 15 °C, showers late.' },
];

function ForecastTabs(props: { caption: string; selectionFollowsFocus?: boolean }) {
  const captionId = React.useId();
  return (
    <div className="flex-[1_1_240px]">
      <p id={captionId} className="mb-2 mt-0 font-semibold text-slate-700 dark:text-slate-300">
        {props.caption}
      </p>
      <Tabs defaultValue="today" selectionFollowsFocus={props.selectionFollowsFocus}>
        <TabsList
          aria-labelledby={captionId}
          className="flex gap-1 rounded-[10px] bg-slate-200 p-1 dark:bg-slate-800"
        >
          {FORECAST.map((day) => (
            <Tab key={day.value} value={day.value} disabled={day.disabled} className={tab}>
              {day.label}
            </Tab>
          ))}
        </TabsList>
        {FORECAST.map((day) => (
          <TabPanel key={day.value} value={day.value} className="px-1 py-3">
            {day.text}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

export default function TabsActivation() {
  return (
    <div className="flex flex-wrap gap-6 text-sm">
      <ForecastTabs caption="Manual activation (default)" />
      <ForecastTabs caption="Automatic activation" selectionFollowsFocus />
    </div>
  );
}
