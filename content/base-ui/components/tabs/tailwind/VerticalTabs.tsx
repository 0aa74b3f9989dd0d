import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const tab = [
  'flex-1 cursor-pointer rounded-[7px] border-0 bg-transparent px-3.5 py-1.5 font-[inherit]',
  'font-semibold text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
  '[&.base--selected]:bg-white [&.base--selected]:text-blue-900',
  'dark:[&.base--selected]:bg-slate-900 dark:[&.base--selected]:text-blue-200',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-blue-300',
].join(' ');

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

export default function VerticalTabs() {
  return (
    <Tabs defaultValue="overview" orientation="vertical" className="flex gap-4 text-sm">
      <TabsList
        aria-label="Project views"
        className="flex flex-col gap-1 rounded-[10px] bg-slate-200 p-1 dark:bg-slate-800"
      >
        {VIEWS.map((view) => (
          <Tab key={view.value} value={view.value} className={tab}>
            {view.label}
          </Tab>
        ))}
      </TabsList>
      {VIEWS.map((view) => (
        <TabPanel key={view.value} value={view.value} className="px-1 py-3">
          {view.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
