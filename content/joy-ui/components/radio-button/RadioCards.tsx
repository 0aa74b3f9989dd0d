import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const plans = [
  { value: 'standard', title: 'Standard', detail: '3–5 working days · free' },
  { value: 'express', title: 'Express', detail: 'Next working day · 9 €' },
  { value: 'pickup', title: 'Pick-up point', detail: '2 days · 2 €' },
];

export default function RadioCards() {
  return (
    <RadioGroup
      aria-label="Delivery"
      defaultValue="standard"
      overlay
      name="delivery"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
        gap: 1.5,
        width: '100%',
      }}
    >
      {plans.map((plan) => (
        <Sheet
          key={plan.value}
          variant="outlined"
          sx={{
            position: 'relative',
            borderRadius: 'md',
            padding: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.5,
            '&:has(input:checked)': { borderColor: 'primary.500', boxShadow: 'sm' },
          }}
        >
          <Radio value={plan.value} label={plan.title} disableIcon sx={{ fontWeight: 'lg' }} />
          <Typography level="body-sm">{plan.detail}</Typography>
        </Sheet>
      ))}
    </RadioGroup>
  );
}
