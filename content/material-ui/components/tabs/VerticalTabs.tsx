import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { id: 'general', label: 'General', text: 'Workspace name, language and time zone.' },
  { id: 'members', label: 'Members', text: '14 members, 2 pending invitations.' },
  {
    id: 'security',
    label: 'Security',
    text: 'Two-factor authentication is required for all members.',
  },
  { id: 'billing', label: 'Billing', text: 'Team plan, renews on 1 July. Visa ending in 4242.' },
  { id: 'integrations', label: 'Integrations', text: 'Slack and GitHub are connected.' },
];

export default function VerticalTabs() {
  const [value, setValue] = React.useState('general');
  const section = sections.find((item) => item.id === value);

  return (
    <Box
      sx={{ display: 'flex', minHeight: 220, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Tabs
        orientation="vertical"
        value={value}
        onChange={(_event, next: string) => setValue(next)}
        aria-label="Workspace settings"
        sx={{ borderInlineEnd: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {sections.map((item) => (
          <Tab
            key={item.id}
            value={item.id}
            label={item.label}
            id={`settings-tab-${item.id}`}
            aria-controls="settings-panel"
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="settings-panel"
        aria-labelledby={`settings-tab-${value}`}
        sx={{ padding: 3 }}
      >
        <Typography variant="h6" component="h3" gutterBottom>
          {section?.label}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {section?.text}
        </Typography>
      </Box>
    </Box>
  );
}
