import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CheckIcon from '@mui/icons-material/Check';
import SearchIcon from '@mui/icons-material/Search';

/** Arrows point along the reading direction, so they flip; a check mark or a magnifier does not. */
const flipInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

export default function RtlIcons() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<ArrowBackIcon sx={flipInRtl} />}>
        Previous
      </Button>
      <Button variant="contained" endIcon={<ArrowForwardIcon sx={flipInRtl} />}>
        Next
      </Button>
      <Button startIcon={<CheckIcon />}>Done</Button>
      <Button startIcon={<SearchIcon />}>Search</Button>
    </Stack>
  );
}
