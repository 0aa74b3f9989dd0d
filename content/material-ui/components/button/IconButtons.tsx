import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareIcon from '@mui/icons-material/Share';
import PrintIcon from '@mui/icons-material/Print';

export default function IconButtons() {
  const [saved, setSaved] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton size="small" aria-label="Delete (small)">
          <DeleteIcon fontSize="inherit" />
        </IconButton>
        <IconButton aria-label="Delete (medium)">
          <DeleteIcon />
        </IconButton>
        <IconButton size="large" aria-label="Delete (large)">
          <DeleteIcon fontSize="inherit" />
        </IconButton>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {/* A toggle: one name, and the state in aria-pressed. */}
        <IconButton
          color="error"
          aria-label="Save to favourites"
          aria-pressed={saved}
          onClick={() => setSaved((value) => !value)}
        >
          {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
        <IconButton color="primary" aria-label="Share">
          <ShareIcon />
        </IconButton>
        <IconButton disabled aria-label="Print (unavailable offline)">
          <PrintIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
