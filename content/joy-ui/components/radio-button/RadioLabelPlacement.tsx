import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';

const speeds = [
  { value: 'standard', label: 'Standard', note: '3–5 working days' },
  { value: 'express', label: 'Express', note: 'Next working day' },
];

export default function RadioLabelPlacement() {
  return (
    <RadioGroup aria-label="Delivery speed" defaultValue="standard" sx={{ width: 260, gap: 1.5 }}>
      {speeds.map((speed) => (
        <Radio
          key={speed.value}
          value={speed.value}
          label={
            <>
              {speed.label}
              <Typography component="span" level="body-xs" sx={{ display: 'block' }}>
                {speed.note}
              </Typography>
            </>
          }
          // Text first, circle last, spread across the row.
          sx={{ flexDirection: 'row-reverse', justifyContent: 'space-between', gap: 2 }}
        />
      ))}
    </RadioGroup>
  );
}
