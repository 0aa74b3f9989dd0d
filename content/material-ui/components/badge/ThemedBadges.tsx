import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import MailIcon from '@mui/icons-material/Mail';
import ShoppingBasketIcon from '@mui/icons-material/ShoppingBasket';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withBadgeDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiBadge: {
      defaultProps: { color: 'error', max: 999 },
      styleOverrides: { badge: { fontWeight: 700, fontVariantNumeric: 'tabular-nums' } },
    },
  },
});

const counters = [
  { id: 'mail', label: 'Messages', unit: 'unread', count: 7, icon: <MailIcon /> },
  { id: 'basket', label: 'Basket', unit: 'items', count: 128, icon: <ShoppingBasketIcon /> },
  { id: 'returns', label: 'Returns', unit: 'open', count: 2048, icon: <AssignmentReturnIcon /> },
];

export default function ThemedBadges() {
  return (
    <ThemeProvider theme={withBadgeDefaults}>
      <Stack direction="row" spacing={3}>
        {counters.map(({ id, label, unit, count, icon }) => {
          // The name repeats what the badge shows, cap included, so speech matches the screen.
          const shown = count > 999 ? '999+' : String(count);
          return (
            <IconButton key={id} aria-label={`${label}, ${shown} ${unit}`}>
              <Badge badgeContent={count}>{icon}</Badge>
            </IconButton>
          );
        })}
      </Stack>
    </ThemeProvider>
  );
}
