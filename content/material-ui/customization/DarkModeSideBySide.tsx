import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const lightTheme = createTheme();
const darkTheme = createTheme({ palette: { mode: 'dark' } });

// A function theme replaces the page's theme below it; an object would be merged with this
// site's CSS-variables theme and inherit its `vars`.

function TripCard({ scheme }: { scheme: string }) {
  return (
    <Card elevation={3} sx={{ flex: '1 1 240px', bgcolor: 'background.paper' }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          {scheme}
        </Typography>
        <Typography variant="h6" component="p">
          Lisbon → Porto
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          Train 521, departs 09:39 from Santa Apolónia
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip size="small" label="On time" color="success" />
          <Chip size="small" label="Coach 4" variant="outlined" />
        </Stack>
      </CardContent>
      <CardActions>
        <Button variant="contained">View ticket</Button>
        <Button>Change seat</Button>
      </CardActions>
    </Card>
  );
}

export default function DarkModeSideBySide() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', width: '100%' }}>
      <ThemeProvider theme={() => lightTheme}>
        <TripCard scheme="Light" />
      </ThemeProvider>
      <ThemeProvider theme={() => darkTheme}>
        <TripCard scheme="Dark" />
      </ThemeProvider>
    </Stack>
  );
}
