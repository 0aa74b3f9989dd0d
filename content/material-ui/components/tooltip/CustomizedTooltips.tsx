import * as React from 'react';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { tooltipClasses, type TooltipProps } from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

// The tooltip is rendered in a portal, so style it through its popper, not through a parent.
const PaperTooltip = styled(({ className, ...props }: TooltipProps) => (
  <Tooltip {...props} classes={{ popper: className }} />
))(({ theme }) => ({
  [`& .${tooltipClasses.tooltip}`]: {
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    color: (theme.vars ?? theme).palette.text.primary,
    border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
    boxShadow: (theme.vars ?? theme).shadows[4],
    fontSize: theme.typography.pxToRem(13),
    maxWidth: 240,
  },
  [`& .${tooltipClasses.arrow}`]: {
    color: (theme.vars ?? theme).palette.background.paper,
    '&::before': { border: `1px solid ${(theme.vars ?? theme).palette.divider}` },
  },
}));

export default function CustomizedTooltips() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <PaperTooltip
        arrow
        describeChild
        title={
          <React.Fragment>
            <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600 }}>
              Archive keeps the thread
            </Typography>
            It leaves your inbox but stays searchable.
          </React.Fragment>
        }
      >
        <Button variant="outlined">Archive</Button>
      </PaperTooltip>
      {/* Per instance, slotProps reach the same parts without a wrapper. */}
      <Tooltip
        title="Saved 2 minutes ago"
        describeChild
        slotProps={{ tooltip: { sx: { bgcolor: 'success.dark', fontSize: '0.8125rem' } } }}
      >
        <Button variant="outlined" color="success">
          Saved
        </Button>
      </Tooltip>
    </Box>
  );
}
