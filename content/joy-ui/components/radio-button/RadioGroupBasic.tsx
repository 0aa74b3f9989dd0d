import * as React from 'react';
import Box from '@mui/joy/Box';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

export default function RadioGroupBasic() {
  const [period, setPeriod] = React.useState('monthly');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {/* Outside a FormControl, the label has no `for`; aria-labelledby names the group. */}
      <FormLabel id="billing-period-label">Billing period</FormLabel>
      <RadioGroup
        aria-labelledby="billing-period-label"
        orientation="horizontal"
        name="billing-period"
        value={period}
        onChange={(event) => setPeriod(event.target.value)}
        sx={{ flexWrap: 'wrap' }}
      >
        <Radio value="monthly" label="Monthly" />
        <Radio value="yearly" label="Yearly (2 months free)" />
        <Radio value="lifetime" label="Lifetime" disabled />
      </RadioGroup>
      <Typography level="body-sm">Selected: {period}</Typography>
    </Box>
  );
}
