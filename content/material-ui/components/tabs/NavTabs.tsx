import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const sections = [
  { label: 'Overview', href: '#repository-overview' },
  { label: 'Issues', href: '#repository-issues' },
  { label: 'Pull requests', href: '#repository-pulls' },
  { label: 'Settings', href: '#repository-settings' },
];

export default function NavTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      {/* Links to other pages are navigation, not a tablist with panels. */}
      <Tabs
        value={value}
        onChange={(_event, newValue: number) => setValue(newValue)}
        aria-label="Repository"
        role="navigation"
        variant="scrollable"
      >
        {sections.map((section, index) => (
          <Tab
            key={section.href}
            component="a"
            href={section.href}
            label={section.label}
            aria-current={index === value ? 'page' : undefined}
            // In a real app your router navigates; the demo only stays on this page.
            onClick={(event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault()}
          />
        ))}
      </Tabs>
    </Box>
  );
}
