import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function BasicMediaQuery() {
  const wide = useMediaQuery('(min-width: 900px)');
  const landscape = useMediaQuery('(orientation: landscape)');

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        color={wide ? 'success' : 'default'}
        label={`(min-width: 900px) → ${wide}`}
        variant="outlined"
      />
      <Chip
        color={landscape ? 'success' : 'default'}
        label={`(orientation: landscape) → ${landscape}`}
        variant="outlined"
      />
    </Stack>
  );
}
