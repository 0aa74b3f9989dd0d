import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables) in the style callbacks below.
import type {} from '@mui/material/themeCssVarsAugmentation';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const components: ThemeOptions['components'] = {
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 8,
        '&.Mui-selected': {
          backgroundColor: (theme.vars ?? theme).palette.action.selected,
          '& .MuiListItemText-primary': { fontWeight: 600 },
        },
      }),
    },
  },
};

// Theme['components'] types the style callbacks with a theme that has no `vars`, although
// the page's theme has them at run time: the cast only bridges the two types.
const withSelectedRow = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...(components as Theme['components']) },
});

const folders = [
  { id: 'inbox', label: 'Inbox', icon: <InboxIcon /> },
  { id: 'sent', label: 'Sent', icon: <SendIcon /> },
  { id: 'drafts', label: 'Drafts', icon: <DraftsIcon /> },
];

export default function ThemedNavList() {
  const [current, setCurrent] = React.useState('inbox');

  return (
    <ThemeProvider theme={withSelectedRow}>
      <Paper variant="outlined" sx={{ maxWidth: 280 }}>
        <nav aria-label="Mailboxes">
          <List sx={{ paddingInline: 1 }}>
            {folders.map((folder) => (
              <ListItem key={folder.id} disablePadding>
                <ListItemButton
                  selected={current === folder.id}
                  aria-current={current === folder.id ? 'page' : undefined}
                  onClick={() => setCurrent(folder.id)}
                >
                  <ListItemIcon>{folder.icon}</ListItemIcon>
                  <ListItemText primary={folder.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Paper>
    </ThemeProvider>
  );
}
