import * as React from 'react';
import Button from '@mui/joy/Button';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function RadioError() {
  const [value, setValue] = React.useState<string | null>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const error = submitted && value === null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1}>
          <FormLabel id="heard-label" sx={{ color: error ? 'danger.plainColor' : undefined }}>
            How did you hear about us?
          </FormLabel>
          <RadioGroup
            aria-labelledby="heard-label"
            aria-describedby={error ? 'heard-error' : undefined}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          >
            {['A friend', 'A podcast', 'A search engine'].map((answer) => (
              <Radio
                key={answer}
                value={answer}
                label={answer}
                color={error ? 'danger' : undefined}
              />
            ))}
          </RadioGroup>
          {error ? (
            <Typography
              id="heard-error"
              level="body-sm"
              color="danger"
              startDecorator={<InfoOutlined />}
            >
              Pick one answer to continue.
            </Typography>
          ) : null}
        </Stack>
        <Button type="submit" size="sm">
          Continue
        </Button>
      </Stack>
    </form>
  );
}
