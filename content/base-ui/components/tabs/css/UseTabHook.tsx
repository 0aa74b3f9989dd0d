import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { TabPanel } from '@mui/base/TabPanel';
import { useTab } from '@mui/base/useTab';
import classes from './UseTabHook.module.css';

function CountTab({ value, label, count }: { value: string; label: string; count: number }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  const { getRootProps, focusVisible } = useTab({ value, rootRef: ref });
  return (
    <button
      {...getRootProps()}
      className={classes.tab}
      data-focus-visible={focusVisible || undefined}
    >
      {label}
      <span className={classes.count}>{count}</span>
    </button>
  );
}

const INBOXES = [
  { value: 'primary', label: 'Primary', count: 8, text: 'Eight new messages from your team.' },
  { value: 'updates', label: 'Updates', count: 21, text: 'Build reports and release notes.' },
];

export default function UseTabHook() {
  return (
    <Tabs defaultValue="primary" className={classes.root}>
      <TabsList aria-label="Inboxes">
        {INBOXES.map((inbox) => (
          <CountTab key={inbox.value} {...inbox} />
        ))}
      </TabsList>
      {INBOXES.map((inbox) => (
        <TabPanel key={inbox.value} value={inbox.value} className={classes.panel}>
          {inbox.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
