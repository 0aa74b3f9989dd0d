import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, tabClasses } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

const Layout = styled('div')({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 24,
  fontSize: '0.875rem',
});

const Column = styled('div')({ flex: '1 1 240px' });

const Caption = styled('p')(({ theme }) => ({
  margin: '0 0 8px',
  fontWeight: 600,
  color: '#3d4452',
  ...theme.applyStyles('dark', { color: '#c2c8d3' }),
}));

const TabsList = styled(BaseTabsList)(({ theme }) => ({
  display: 'flex',
  gap: 4,
  padding: 4,
  borderRadius: 10,
  backgroundColor: '#e8ecf2',
  ...theme.applyStyles('dark', { backgroundColor: '#262b35' }),
}));

const Tab = styled(BaseTab)(({ theme }) => ({
  flex: 1,
  padding: '6px 10px',
  border: 0,
  borderRadius: 7,
  font: 'inherit',
  fontWeight: 600,
  color: '#3d4452',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:hover': { color: '#171a21' },
  [`&.${tabClasses.selected}`]: { backgroundColor: '#fff', color: '#1c377f' },
  [`&.${tabClasses.disabled}`]: { color: '#7b8394', cursor: 'not-allowed' },
  '&:focus-visible': { outline: '3px solid #8aaeff' },
  ...theme.applyStyles('dark', {
    color: '#c2c8d3',
    '&:hover': { color: '#fff' },
    [`&.${tabClasses.selected}`]: { backgroundColor: '#171a21', color: '#c2d4ff' },
    [`&.${tabClasses.disabled}`]: { color: '#99a1b0' },
  }),
}));

const TabPanel = styled(BaseTabPanel)({ padding: '12px 4px' });

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
    <Column>
      <Caption id={captionId}>{props.caption}</Caption>
      <Tabs defaultValue="today" selectionFollowsFocus={props.selectionFollowsFocus}>
        <TabsList aria-labelledby={captionId}>
          {FORECAST.map((day) => (
            <Tab key={day.value} value={day.value} disabled={day.disabled}>
              {day.label}
            </Tab>
          ))}
        </TabsList>
        {FORECAST.map((day) => (
          <TabPanel key={day.value} value={day.value}>
            {day.text}
          </TabPanel>
        ))}
      </Tabs>
    </Column>
  );
}

export default function TabsActivation() {
  return (
    <Layout>
      <ForecastTabs caption="Manual activation (default)" />
      <ForecastTabs caption="Automatic activation" selectionFollowsFocus />
    </Layout>
  );
}
