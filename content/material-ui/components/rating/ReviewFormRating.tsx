import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ReviewFormRating() {
  const [error, setError] = React.useState(false);
  const [submitted, setSubmitted] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The rating's radio inputs take part in the form like any others.
    const data = new FormData(event.currentTarget);
    const stars = data.get('stay-rating');
    if (!stars) {
      setError(true);
      setSubmitted(null);
      return;
    }
    setError(false);
    setSubmitted(
      `stay-rating=${String(stars)}, comment of ${String(data.get('comment')).length} characters`,
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}
    >
      <Box component="fieldset" sx={{ border: 0, margin: 0, padding: 0 }}>
        <Typography component="legend" sx={{ marginBlockEnd: 0.5 }}>
          How was your stay?
        </Typography>
        <Rating
          name="stay-rating"
          emptyLabelText="No rating"
          onChange={(event, value) => {
            if (value !== null) setError(false);
          }}
        />
        <FormHelperText error={error}>
          {error ? 'Choose from one to five stars.' : 'Required'}
        </FormHelperText>
      </Box>
      <TextField name="comment" label="Comment (optional)" multiline minRows={2} />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        Send review
      </Button>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {submitted ? `Submitted: ${submitted}` : ''}
      </Typography>
    </Box>
  );
}
