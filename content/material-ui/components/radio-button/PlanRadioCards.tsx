import FormControl from '@mui/material/FormControl';
import FormControlLabel, { FormControlLabelProps } from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, { useRadioGroup } from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

const plans = [
  { value: 'starter', name: 'Starter', detail: '1 user, 5 projects, free' },
  { value: 'team', name: 'Team', detail: 'Up to 10 users, €8 per user a month' },
  { value: 'business', name: 'Business', detail: 'Unlimited users, SSO, €15 per user a month' },
];

// Reads the group's value from context to style the chosen card.
function PlanOption(props: Omit<FormControlLabelProps, 'control'>) {
  const group = useRadioGroup();
  const checked = group?.value === props.value;

  return (
    <FormControlLabel
      {...props}
      control={<Radio />}
      sx={{
        margin: 0,
        paddingBlock: 1,
        paddingInline: 1,
        border: 1,
        borderRadius: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'action.selected' : 'transparent',
        transition: (theme) => theme.transitions.create(['border-color', 'background-color']),
      }}
    />
  );
}

export default function PlanRadioCards() {
  return (
    <FormControl sx={{ maxWidth: 400, width: '100%' }}>
      <FormLabel id="plan-cards-label" sx={{ marginBottom: 1 }}>
        Plan
      </FormLabel>
      <RadioGroup
        name="plan"
        defaultValue="team"
        aria-labelledby="plan-cards-label"
        sx={{ gap: 1 }}
      >
        {plans.map((plan) => (
          <PlanOption
            key={plan.value}
            value={plan.value}
            label={
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 'medium' }}>
                  {plan.name}
                </Typography>{' '}
                <Typography
                  component="span"
                  variant="body2"
                  sx={{ display: 'block', color: 'text.secondary' }}
                >
                  {plan.detail}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
