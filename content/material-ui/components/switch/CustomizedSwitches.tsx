import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { styled } from '@mui/material/styles';

// A flat, pill-shaped switch: 44 × 26, a 20px thumb, 3px of track around it.
// The thumb travels 44 - 20 - 2 × 3 = 18px. `left` and `translateX` are physical on purpose:
// the stock Switch moves its thumb the same way, and the RTL style plugin mirrors both.
const PillSwitch = styled(Switch)(({ theme }) => ({
  width: 44,
  height: 26,
  padding: 0,
  '& .MuiSwitch-switchBase': {
    padding: 0,
    margin: 3,
    transitionDuration: '200ms',
    '&.Mui-checked': {
      transform: 'translateX(18px)',
      color: '#fff',
      '& + .MuiSwitch-track': {
        backgroundColor: (theme.vars ?? theme).palette.success.main,
        opacity: 1,
        border: 0,
      },
    },
    '&.Mui-focusVisible .MuiSwitch-thumb': {
      outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
      outlineOffset: 2,
    },
    '&.Mui-disabled + .MuiSwitch-track': {
      opacity: 0.4,
    },
  },
  '& .MuiSwitch-thumb': {
    boxSizing: 'border-box',
    width: 20,
    height: 20,
    boxShadow: 'none',
  },
  '& .MuiSwitch-track': {
    borderRadius: 13,
    opacity: 1,
    backgroundColor: (theme.vars ?? theme).palette.grey[400],
    ...theme.applyStyles('dark', {
      backgroundColor: (theme.vars ?? theme).palette.grey[700],
    }),
  },
}));

// A switch with a thin outlined track and a thumb that sits inside it.
const OutlinedSwitch = styled(Switch)(({ theme }) => ({
  width: 48,
  height: 28,
  padding: 0,
  '& .MuiSwitch-switchBase': {
    padding: 6,
    color: (theme.vars ?? theme).palette.text.secondary,
    '&.Mui-checked': {
      transform: 'translateX(20px)',
      color: (theme.vars ?? theme).palette.primary.main,
      '& + .MuiSwitch-track': {
        opacity: 1,
        backgroundColor: 'transparent',
        borderColor: (theme.vars ?? theme).palette.primary.main,
      },
    },
  },
  '& .MuiSwitch-thumb': {
    width: 16,
    height: 16,
    boxShadow: 'none',
  },
  '& .MuiSwitch-track': {
    boxSizing: 'border-box',
    borderRadius: 14,
    border: `2px solid ${(theme.vars ?? theme).palette.text.secondary}`,
    backgroundColor: 'transparent',
    opacity: 1,
  },
}));

export default function CustomizedSwitches() {
  return (
    <FormGroup sx={{ gap: 2 }}>
      <FormControlLabel
        control={<PillSwitch defaultChecked inputProps={{ role: 'switch' }} />}
        label="Sync over mobile data"
        sx={{ gap: 1.5, marginInlineStart: 0 }}
      />
      <FormControlLabel
        control={<PillSwitch disabled inputProps={{ role: 'switch' }} />}
        label="Sync in roaming (disabled)"
        sx={{ gap: 1.5, marginInlineStart: 0 }}
      />
      <FormControlLabel
        control={<OutlinedSwitch inputProps={{ role: 'switch' }} />}
        label="Compact message list"
        sx={{ gap: 1.5, marginInlineStart: 0 }}
      />
    </FormGroup>
  );
}
