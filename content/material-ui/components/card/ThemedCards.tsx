import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withCardDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 12 } },
    },
    MuiCardContent: {
      styleOverrides: { root: { '&:last-child': { paddingBottom: 16 } } },
    },
  },
});

export default function ThemedCards() {
  return (
    <ThemeProvider theme={withCardDefaults}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Card sx={{ width: 220 }}>
          <CardContent>
            <Typography sx={{ fontWeight: 500 }}>Storage</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              18.4 GB of 50 GB used
            </Typography>
          </CardContent>
        </Card>
        <Card sx={{ width: 220 }}>
          <CardContent>
            <Typography sx={{ fontWeight: 500 }}>Backups</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Last run today at 03:00
            </Typography>
          </CardContent>
          <CardActions>
            <Button size="small">Run now</Button>
          </CardActions>
        </Card>
      </Stack>
    </ThemeProvider>
  );
}
