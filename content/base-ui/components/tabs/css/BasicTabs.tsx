import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import classes from './BasicTabs.module.css';

const VIEWS = [
  {
    value: 'overview',
    label: 'Overview',
    text: 'Project Atlas ships the new checkout on 14 March.',
  },
  {
    value: 'activity',
    label: 'Activity',
    text: '12 commits and 3 merged pull requests this week.',
  },
  { value: 'settings', label: 'Settings', text: 'Deployments run from the main branch.' },
];

export default function BasicTabs() {
  return (
    <Tabs defaultValue="overview" className={classes.root}>
      <TabsList aria-label="Project views" className={classes.list}>
        {VIEWS.map((view) => (
          <Tab key={view.value} value={view.value} className={classes.tab}>
            {view.label}
          </Tab>
        ))}
      </TabsList>
      {VIEWS.map((view) => (
        <TabPanel key={view.value} value={view.value} className={classes.panel}>
          {view.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
