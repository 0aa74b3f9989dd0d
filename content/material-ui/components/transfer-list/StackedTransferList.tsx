import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

const TOPICS = ['Release notes', 'Security advisories', 'Webinars', 'Case studies', 'Job offers'];

export default function StackedTransferList() {
  const theme = useTheme();
  const [chosen, setChosen] = React.useState(['Release notes']);
  const [checked, setChecked] = React.useState<string[]>([]);
  const available = TOPICS.filter((topic) => !chosen.includes(topic));

  const toggle = (topic: string) =>
    setChecked((prev) =>
      prev.includes(topic) ? prev.filter((t) => t !== topic) : [...prev, topic],
    );
  const move = (from: string[], add: boolean) => {
    const moving = checked.filter((topic) => from.includes(topic));
    setChosen((prev) =>
      add
        ? TOPICS.filter((t) => prev.includes(t) || moving.includes(t))
        : prev.filter((t) => !moving.includes(t)),
    );
    setChecked((prev) => prev.filter((t) => !moving.includes(t)));
  };

  // Side by side, the arrows point across (mirrored in right-to-left layouts); stacked, they
  // turn a quarter so "forward" points down to the second list.
  const arrowSx = {
    transform: {
      xs: 'rotate(90deg)',
      sm: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
    },
  };

  const topicList = (title: string, topics: string[]) => (
    <Paper variant="outlined" sx={{ width: { xs: '100%', sm: 200 }, maxWidth: 320 }}>
      <List dense subheader={<ListSubheader>{title}</ListSubheader>}>
        {topics.map((topic) => (
          <ListItem key={topic} disablePadding sx={{ paddingInline: 1 }}>
            <FormControlLabel
              control={
                <Checkbox checked={checked.includes(topic)} onChange={() => toggle(topic)} />
              }
              label={topic}
              sx={{ width: '100%', marginInline: 0 }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  const canAdd = checked.some((t) => available.includes(t));
  const canRemove = checked.some((t) => chosen.includes(t));

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      {topicList('Other topics', available)}
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1}>
        <IconButton
          aria-label="Subscribe to the checked topics"
          disabled={!canAdd}
          onClick={() => move(available, true)}
        >
          <ArrowForwardIcon sx={arrowSx} />
        </IconButton>
        <IconButton
          aria-label="Unsubscribe from the checked topics"
          disabled={!canRemove}
          onClick={() => move(chosen, false)}
        >
          <ArrowBackIcon sx={arrowSx} />
        </IconButton>
      </Stack>
      {topicList('Your newsletter', chosen)}
    </Stack>
  );
}
