import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

type Feature = number | string | boolean;

/** { minWidth: 600, orientation: 'landscape' } → "(min-width:600px) and (orientation:landscape)" */
function toMediaQuery(features: Record<string, Feature>) {
  return Object.entries(features)
    .map(([name, value]) => {
      const feature = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      if (value === true) return `(${feature})`;
      const unit = typeof value === 'number' && /width|height/.test(feature) ? 'px' : '';
      return `(${feature}:${value}${unit})`;
    })
    .join(' and ');
}

const query = toMediaQuery({ minWidth: 600, orientation: 'landscape', hover: 'hover' });

export default function QueryFromObject() {
  const matches = useMediaQuery(query);

  return (
    <Stack spacing={1}>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        {query}
      </Typography>
      <Typography>This window {matches ? 'matches' : 'does not match'} the query.</Typography>
    </Stack>
  );
}
