import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { TabPanel } from '@mui/base/TabPanel';
import { useTab } from '@mui/base/useTab';

function CountTab({ value, label, count }: { value: string; label: string; count: number }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  const { getRootProps, focusVisible, selected } = useTab({ value, rootRef: ref });
  return (
    <button
      {...getRootProps()}
      className={[
        'me-4 inline-flex cursor-pointer items-center gap-2 border-0 border-b-2 border-solid',
        'bg-transparent px-1 py-2 font-[inherit] font-semibold',
        selected
          ? 'border-blue-600 text-blue-900 dark:border-blue-300 dark:text-blue-200'
          : 'border-transparent text-slate-700 dark:text-slate-300',
        focusVisible ? 'outline outline-[3px] outline-blue-300' : '',
      ].join(' ')}
    >
      {label}
      <span className="rounded-full bg-slate-200 px-1.5 text-xs dark:bg-slate-700">{count}</span>
    </button>
  );
}

const INBOXES = [
  { value: 'primary', label: 'Primary', count: 8, text: 'Eight new messages from your team.' },
  { value: 'updates', label: 'Updates', count: 21, text: 'Build reports and release notes.' },
];

export default function UseTabHook() {
  return (
    <Tabs defaultValue="primary" className="text-sm">
      <TabsList aria-label="Inboxes">
        {INBOXES.map((inbox) => (
          <CountTab key={inbox.value} {...inbox} />
        ))}
      </TabsList>
      {INBOXES.map((inbox) => (
        <TabPanel key={inbox.value} value={inbox.value} className="py-3">
          {inbox.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
