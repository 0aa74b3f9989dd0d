import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

export default function RadioGroupBasic() {
  const [period, setPeriod] = React.useState('monthly');
  return (
    <FormControl>
      <FormLabel>Billing period</FormLabel>
      <RadioGroup
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
      <Typography level="body-sm" sx={{ marginBlockStart: 1 }}>
        Selected: {period}
      </Typography>
    </FormControl>
  );
}
