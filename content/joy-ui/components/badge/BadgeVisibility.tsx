import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Switch from '@mui/joy/Switch';
import ForumOutlined from '@mui/icons-material/ForumOutlined';

export default function BadgeVisibility() {
  const [muted, setMuted] = React.useState(false);
  const unread = 7;
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      <Badge badgeContent={unread} invisible={muted} color="danger">
        <IconButton
          variant="soft"
          aria-label={muted ? 'Team chat, muted' : `Team chat, ${unread} unread`}
        >
          <ForumOutlined />
        </IconButton>
      </Badge>
      <FormControl orientation="horizontal" size="sm" sx={{ gap: 1, alignItems: 'center' }}>
        <Switch checked={muted} onChange={(event) => setMuted(event.target.checked)} />
        <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>Mute the team chat</FormLabel>
      </FormControl>
    </Box>
  );
}
