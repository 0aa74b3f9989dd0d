import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { TabPanel } from '@mui/base/TabPanel';
import { useTab } from '@mui/base/useTab';
import { styled } from '@mui/system';

const TabButton = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 4px',
  marginInlineEnd: 16,
  border: 0,
  borderBottom: '2px solid transparent',
  font: 'inherit',
  fontWeight: 600,
  color: '#3d4452',
  background: 'none',
  cursor: 'pointer',
  '&[aria-selected="true"]': { color: '#1c377f', borderBottomColor: '#2d57d6' },
  '&[data-focus-visible]': { outline: '3px solid #8aaeff' },
  '& span': {
    padding: '0 6px',
    borderRadius: 999,
    fontSize: '0.75rem',
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#3d4452' }),
  },
  ...theme.applyStyles('dark', {
    color: '#c2c8d3',
    '&[aria-selected="true"]': { color: '#c2d4ff', borderBottomColor: '#8aaeff' },
  }),
}));

function CountTab({ value, label, count }: { value: string; label: string; count: number }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  const { getRootProps, focusVisible } = useTab({ value, rootRef: ref });
  return (
    <TabButton {...getRootProps()} data-focus-visible={focusVisible || undefined}>
      {label}
      <span>{count}</span>
    </TabButton>
  );
}

const INBOXES = [
  { value: 'primary', label: 'Primary', count: 8, text: 'Eight new messages from your team.' },
  { value: 'updates', label: 'Updates', count: 21, text: 'Build reports and release notes.' },
];

export default function UseTabHook() {
  return (
    <Tabs defaultValue="primary" style={{ fontSize: '0.875rem' }}>
      <TabsList aria-label="Inboxes">
        {INBOXES.map((inbox) => (
          <CountTab key={inbox.value} {...inbox} />
        ))}
      </TabsList>
      {INBOXES.map((inbox) => (
        <TabPanel key={inbox.value} value={inbox.value} style={{ paddingBlock: 12 }}>
          {inbox.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
