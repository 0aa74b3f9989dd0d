import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';

export default function FabWithTooltip() {
  const [drafts, setDrafts] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {/* The tooltip's text is also the button's accessible name. */}
      <Tooltip title="Write a message" placement="right">
        <Fab color="secondary" onClick={() => setDrafts((count) => count + 1)}>
          <EditIcon />
        </Fab>
      </Tooltip>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {drafts === 0 ? 'No drafts yet' : `${drafts} draft${drafts === 1 ? '' : 's'} started`}
      </Typography>
    </Box>
  );
}
