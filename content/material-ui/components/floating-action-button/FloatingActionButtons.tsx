import Stack from '@mui/material/Stack';
import Fab from '@mui/material/Fab';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import NavigationIcon from '@mui/icons-material/Navigation';
import FavoriteIcon from '@mui/icons-material/Favorite';

export default function FloatingActionButtons() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Fab color="primary" aria-label="Add item">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit item">
        <EditIcon />
      </Fab>
      <Fab variant="extended" color="primary">
        <NavigationIcon sx={{ marginInlineEnd: 1 }} />
        Navigate
      </Fab>
      <Fab disabled aria-label="Add to favourites">
        <FavoriteIcon />
      </Fab>
    </Stack>
  );
}
