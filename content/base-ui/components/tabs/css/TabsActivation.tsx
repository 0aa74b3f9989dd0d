import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import classes from './TabsActivation.module.css';

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
    <div className={classes.column}>
      <p id={captionId} className={classes.caption}>
        {props.caption}
      </p>
      <Tabs defaultValue="today" selectionFollowsFocus={props.selectionFollowsFocus}>
        <TabsList aria-labelledby={captionId} className={classes.list}>
          {FORECAST.map((day) => (
            <Tab key={day.value} value={day.value} disabled={day.disabled} className={classes.tab}>
              {day.label}
            </Tab>
          ))}
        </TabsList>
        {FORECAST.map((day) => (
          <TabPanel key={day.value} value={day.value} className={classes.panel}>
            {day.text}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

export default function TabsActivation() {
  return (
    <div className={classes.layout}>
      <ForecastTabs caption="Manual activation (default)" />
      <ForecastTabs caption="Automatic activation" selectionFollowsFocus />
    </div>
  );
}
