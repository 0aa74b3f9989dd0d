import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const plans = [
  { value: 'free', label: 'Free' },
  { value: 'team', label: 'Team' },
  { value: 'business', label: 'Business' },
];

function PlanSelect(props: {
  id: string;
  label: string;
  helper: string;
  value: string;
  disabled?: boolean;
  error?: boolean;
  required?: boolean;
  readOnly?: boolean;
}) {
  const { id, label, helper, value, disabled, error, required, readOnly } = props;
  return (
    <FormControl sx={{ minWidth: 180 }} disabled={disabled} error={error} required={required}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        label={label}
        defaultValue={value}
        readOnly={readOnly}
        aria-describedby={`${id}-helper`}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {plans.map((plan) => (
          <MenuItem key={plan.value} value={plan.value}>
            {plan.label}
          </MenuItem>
        ))}
      </Select>
      {/* The helper says why the field is disabled, so it keeps readable text: an explicit
          disabled={false} wins over the FormControl's disabled state (formControlState.js). */}
      <FormHelperText id={`${id}-helper`} disabled={false}>
        {helper}
      </FormHelperText>
    </FormControl>
  );
}

export default function SelectStates() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <PlanSelect
        id="plan-disabled"
        label="Plan"
        value="team"
        disabled
        helper="Managed by your admin"
      />
      <PlanSelect id="plan-error" label="Plan" value="" error helper="Choose a plan to continue" />
      <PlanSelect id="plan-readonly" label="Plan" value="business" readOnly helper="Read only" />
      <PlanSelect id="plan-required" label="Plan" value="free" required helper="Required" />
    </Box>
  );
}
