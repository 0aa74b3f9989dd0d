import { Tabs } from '@mui/base/Tabs';
import { TabsList as BaseTabsList } from '@mui/base/TabsList';
import { Tab as BaseTab, tabClasses } from '@mui/base/Tab';
import { TabPanel as BaseTabPanel } from '@mui/base/TabPanel';
import { styled } from '@mui/system';

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
  padding: '6px 14px',
  border: 0,
  borderRadius: 7,
  font: 'inherit',
  fontWeight: 600,
  color: '#3d4452',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:hover': { color: '#171a21' },
  [`&.${tabClasses.selected}`]: { backgroundColor: '#fff', color: '#1c377f' },
  '&:focus-visible': { outline: '3px solid #8aaeff' },
  ...theme.applyStyles('dark', {
    color: '#c2c8d3',
    '&:hover': { color: '#fff' },
    [`&.${tabClasses.selected}`]: { backgroundColor: '#171a21', color: '#c2d4ff' },
  }),
}));

const TabPanel = styled(BaseTabPanel)({ padding: '12px 4px' });

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
    <Tabs defaultValue="overview" style={{ fontSize: '0.875rem' }}>
      <TabsList aria-label="Project views">
        {VIEWS.map((view) => (
          <Tab key={view.value} value={view.value}>
            {view.label}
          </Tab>
        ))}
      </TabsList>
      {VIEWS.map((view) => (
        <TabPanel key={view.value} value={view.value}>
          {view.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
