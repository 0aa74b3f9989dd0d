import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const sections = [
  { value: 'overview', label: 'Overview', text: 'Twelve open tasks, three due this week.' },
  {
    value: 'tasks',
    label: 'Tasks',
    text: 'Write release notes · Review the budget · Book the venue',
  },
  { value: 'files', label: 'Files', text: 'brief.pdf · floor-plan.png · guest-list.xlsx' },
];

export default function AppBarWithTabs() {
  const [tab, setTab] = React.useState('overview');
  const current = sections.find((section) => section.value === tab);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <AppBar position="static">
        <Toolbar variant="dense">
          <Typography component="div" sx={{ fontWeight: 'fontWeightMedium' }}>
            Spring conference
          </Typography>
        </Toolbar>
        <Tabs
          value={tab}
          onChange={(_event, next: string) => setTab(next)}
          textColor="inherit"
          indicatorColor="secondary"
          variant="scrollable"
          aria-label="Project sections"
          // Inherited colour dims unselected tabs to 60 %, too faint on the bar: keep them opaque.
          sx={{ '& .MuiTab-root': { opacity: 1 } }}
        >
          {sections.map((section) => (
            <Tab
              key={section.value}
              value={section.value}
              label={section.label}
              id={`project-tab-${section.value}`}
              aria-controls="project-tabpanel"
            />
          ))}
        </Tabs>
      </AppBar>
      <Box
        role="tabpanel"
        id="project-tabpanel"
        aria-labelledby={`project-tab-${tab}`}
        sx={{ padding: 2 }}
      >
        <Typography variant="body2">{current?.text}</Typography>
      </Box>
    </Box>
  );
}
