import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';

export default function CheckboxSizesColors() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Checkbox size="small" defaultChecked inputProps={{ 'aria-label': 'Small checkbox' }} />
      <Checkbox defaultChecked inputProps={{ 'aria-label': 'Medium checkbox' }} />
      <Checkbox
        defaultChecked
        inputProps={{ 'aria-label': 'Large checkbox' }}
        sx={{ '& .MuiSvgIcon-root': { fontSize: 28 } }}
      />
      <Checkbox defaultChecked color="success" inputProps={{ 'aria-label': 'Success colour' }} />
      <Checkbox
        defaultChecked
        color="secondary"
        inputProps={{ 'aria-label': 'Secondary colour' }}
      />
      <Checkbox
        icon={<FavoriteBorder />}
        checkedIcon={<Favorite />}
        color="error"
        inputProps={{ 'aria-label': 'Add to favourites' }}
      />
      <Checkbox
        icon={<BookmarkBorder />}
        checkedIcon={<Bookmark />}
        defaultChecked
        inputProps={{ 'aria-label': 'Bookmark' }}
      />
    </Stack>
  );
}
