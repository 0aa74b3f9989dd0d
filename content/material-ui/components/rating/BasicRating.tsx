import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

/** A borderless fieldset: its legend names the group of radio buttons inside the rating. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, margin: 0, padding: 0 }}>
      <Typography component="legend">{label}</Typography>
      {children}
    </Box>
  );
}

export default function BasicRating() {
  const [value, setValue] = React.useState<number | null>(4);

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Field label="Your review">
        <Rating name="review" value={value} onChange={(_event, newValue) => setValue(newValue)} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {value === null ? 'Not rated yet.' : `You gave it ${value} out of 5.`}
        </Typography>
      </Field>
      <Field label="Average (read only)">
        <Rating name="average" value={4} readOnly />
      </Field>
      <Field label="Disabled">
        <Rating name="disabled-review" value={2} disabled />
      </Field>
      <Field label="No reviews yet">
        <Rating name="empty-review" value={null} readOnly />
      </Field>
    </Box>
  );
}
