import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const threads = [
  {
    name: 'Ines Okafor',
    initials: 'IO',
    time: '09:12',
    preview:
      'The printer quoted two weeks for the linen covers, so I moved the launch to the ninth.',
  },
  {
    name: 'Harbour rowing club',
    initials: 'HR',
    time: 'Tue',
    preview:
      'Saturday’s outing starts from the north slipway; bring a spare layer, the forecast turned.',
  },
  {
    name: 'Tomás Lindqvist',
    initials: 'TL',
    time: 'Mon',
    preview:
      'Attached the revised floor plan with the stairwell moved to the east wall as we discussed.',
  },
];

export default function ListEllipsis() {
  return (
    <List
      aria-label="Conversations"
      variant="outlined"
      sx={{ maxWidth: 340, borderRadius: 'sm', '--ListItemDecorator-size': '52px' }}
    >
      {threads.map((thread) => (
        <ListItem key={thread.name}>
          <ListItemButton>
            <ListItemDecorator>
              <Avatar component="span" size="sm">
                {thread.initials}
              </Avatar>
            </ListItemDecorator>
            <ListItemContent>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Typography level="title-sm" noWrap sx={{ flex: 1 }}>
                  {thread.name}
                </Typography>
                <Typography level="body-xs" textColor="text.secondary">
                  {thread.time}
                </Typography>
              </Box>
              <Typography level="body-sm" noWrap>
                {thread.preview}
              </Typography>
            </ListItemContent>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
