import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A borderless fieldset: its legend names the group of radio buttons inside the rating. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, margin: 0, padding: 0 }}>
      <Typography component="legend" variant="body2">
        {label}
      </Typography>
      {children}
    </Box>
  );
}

export default function HalfRating() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Field label="Half steps">
        <Rating name="half-rating" defaultValue={2.5} precision={0.5} />
      </Field>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating name="average-rating" value={3.7} precision={0.1} readOnly />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          3.7 from 1,284 reviews
        </Typography>
      </Stack>
      <Field label="Small">
        <Rating name="size-small" defaultValue={3} size="small" />
      </Field>
      <Field label="Large">
        <Rating name="size-large" defaultValue={3} size="large" />
      </Field>
      <Field label="Out of ten">
        <Rating name="ten-point" defaultValue={7} max={10} />
      </Field>
    </Stack>
  );
}
