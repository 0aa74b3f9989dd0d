import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// One thicker, rounded bar for this panel only; the theme's bars stay as they are.
const QuotaBar = styled(LinearProgress)(({ theme }) => ({
  height: 10,
  borderRadius: 5,
  [`&.${linearProgressClasses.colorPrimary}`]: {
    backgroundColor: (theme.vars ?? theme).palette.action.selected,
  },
  [`& .${linearProgressClasses.bar}`]: {
    borderRadius: 5,
  },
}));

const drives = [
  { name: 'Photos', usedGb: 41.5, quotaGb: 50 },
  { name: 'Documents', usedGb: 6.2, quotaGb: 20 },
  { name: 'Backups', usedGb: 118, quotaGb: 200 },
];

export default function StorageBars() {
  const baseId = React.useId();

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 420 }}>
      {drives.map((drive, index) => {
        const percent = Math.round((drive.usedGb / drive.quotaGb) * 100);
        const labelId = `${baseId}-${index}`;
        return (
          <div key={drive.name}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', marginBlockEnd: 0.5 }}>
              <Typography id={labelId} variant="body2">
                {drive.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {drive.usedGb} of {drive.quotaGb} GB
              </Typography>
            </Box>
            <QuotaBar
              variant="determinate"
              value={percent}
              color={percent >= 80 ? 'warning' : 'primary'}
              aria-labelledby={labelId}
              aria-valuetext={`${drive.usedGb} of ${drive.quotaGb} GB used`}
            />
          </div>
        );
      })}
    </Box>
  );
}
