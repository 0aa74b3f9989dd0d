import * as React from 'react';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function UserPreferencesQuery() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const coarsePointer = useMediaQuery('(pointer: coarse)');
  const [shown, setShown] = React.useState(false);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <List dense sx={{ minWidth: 240 }}>
        <ListItem>
          <ListItemText primary="Reduced motion" secondary={reduceMotion ? 'On' : 'Off'} />
        </ListItem>
        <ListItem>
          <ListItemText primary="System colour scheme" secondary={prefersDark ? 'Dark' : 'Light'} />
        </ListItem>
        <ListItem>
          <ListItemText primary="Pointer" secondary={coarsePointer ? 'Touch' : 'Mouse or pen'} />
        </ListItem>
      </List>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="outlined"
          size={coarsePointer ? 'large' : 'medium'}
          onClick={() => setShown((prev) => !prev)}
        >
          {shown ? 'Hide tip' : 'Show tip'}
        </Button>
        <Grow in={shown} timeout={reduceMotion ? 0 : 'auto'} unmountOnExit>
          <Paper variant="outlined" sx={{ p: 2, maxWidth: 260 }}>
            <Typography variant="body2">
              {reduceMotion
                ? 'Shown without animation because your system asks for reduced motion.'
                : 'Animated, because reduced motion is off.'}
            </Typography>
          </Paper>
        </Grow>
      </Stack>
    </Stack>
  );
}
