import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

const denseTheme = (outer: Theme): Theme => ({
  ...outer,
  spacing: createTheme({ spacing: 6 }).spacing,
  components: {
    ...outer.components,
    MuiButton: { defaultProps: { size: 'small' } },
    MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
    MuiList: { defaultProps: { dense: true } },
  },
});

const people = [
  { name: 'Amara Okafor', role: 'Site reliability' },
  { name: 'Jonas Lindqvist', role: 'Payments' },
  { name: 'Mei Tanaka', role: 'Design systems' },
];

function Panel({ title, prefix }: { title: string; prefix: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 260px' }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
      <TextField id={`${prefix}-search`} label="Search people" fullWidth />
      <List>
        {people.map((person) => (
          <ListItem key={person.name} disablePadding>
            <ListItemButton>
              <ListItemText primary={person.name} secondary={person.role} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={1}>
        <Button variant="contained">Invite</Button>
        <Button>Export</Button>
      </Stack>
    </Paper>
  );
}

export default function DensityCompare() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', width: '100%' }}>
      <Panel title="Default" prefix="default" />
      <ThemeProvider theme={denseTheme}>
        <Panel title="Dense" prefix="dense" />
      </ThemeProvider>
    </Stack>
  );
}
