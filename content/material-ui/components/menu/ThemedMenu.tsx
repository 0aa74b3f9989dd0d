import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withMenuDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiMenu: {
      defaultProps: { slotProps: { paper: { elevation: 3 } } },
    },
    MuiMenuItem: {
      styleOverrides: { root: { minHeight: 40, borderRadius: 6, marginInline: 4 } },
    },
  },
});

const views = ['Board', 'Timeline', 'Calendar', 'Table'];

export default function ThemedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [view, setView] = React.useState('Board');
  const buttonId = React.useId();
  const menuId = React.useId();
  const open = Boolean(anchorEl);

  return (
    <ThemeProvider theme={withMenuDefaults}>
      <Button
        id={buttonId}
        variant="outlined"
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        View: {view}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        {views.map((option) => (
          <MenuItem
            key={option}
            selected={option === view}
            onClick={() => {
              setView(option);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </ThemeProvider>
  );
}
