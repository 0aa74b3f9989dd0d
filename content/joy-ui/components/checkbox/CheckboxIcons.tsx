import Checkbox from '@mui/joy/Checkbox';
import Stack from '@mui/joy/Stack';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';

export default function CheckboxIcons() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Checkbox
        variant="plain"
        color="danger"
        uncheckedIcon={<FavoriteBorderRounded />}
        checkedIcon={<FavoriteRounded />}
        slotProps={{ input: { 'aria-label': 'Favourite' } }}
        sx={{ '--Checkbox-size': '28px', '--Icon-fontSize': '22px' }}
      />
      <Checkbox
        variant="plain"
        uncheckedIcon={<BookmarkBorderRounded />}
        checkedIcon={<BookmarkRounded />}
        defaultChecked
        label="Saved"
      />
    </Stack>
  );
}
