import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';

export default function SvgIconInComponents() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button size="sm" startDecorator={<DownloadRounded />}>
        Download
      </Button>
      <Button size="lg" variant="soft" startDecorator={<DownloadRounded />}>
        Download
      </Button>
      <IconButton variant="outlined" aria-label="Save for later">
        <BookmarkBorderRounded />
      </IconButton>
      <Chip startDecorator={<LocationOnOutlined />}>Porto</Chip>
      <Input
        size="sm"
        placeholder="Search"
        aria-label="Search"
        startDecorator={<SearchRounded />}
      />
    </Box>
  );
}
