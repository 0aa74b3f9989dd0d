import * as React from 'react';
import Box from '@mui/joy/Box';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const scale = ['Very poor', 'Poor', 'Fair', 'Good', 'Excellent'];

export default function RadioSatisfactionScale() {
  const [value, setValue] = React.useState('');
  const labelId = React.useId();
  return (
    <Box sx={{ maxWidth: 460 }}>
      <FormLabel id={labelId}>How was your delivery?</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        orientation="horizontal"
        name="delivery-rating"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        sx={{ mt: 1 }}
      >
        {scale.map((label, index) => (
          <Radio
            key={label}
            value={String(index + 1)}
            label={label}
            sx={{
              flexDirection: 'column',
              alignItems: 'center',
              gap: 0.75,
              flex: 1,
              textAlign: 'center',
            }}
            slotProps={{ label: { sx: { fontSize: 'xs' } } }}
          />
        ))}
      </RadioGroup>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {value ? `You chose ${scale[Number(value) - 1]}.` : 'Pick one of five.'}
      </Typography>
    </Box>
  );
}
