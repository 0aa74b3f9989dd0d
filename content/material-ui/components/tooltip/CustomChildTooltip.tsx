import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

interface StatusDotProps extends React.HTMLAttributes<HTMLSpanElement> {
  status: 'online' | 'away';
}

// The tooltip attaches listeners and a ref to its child: a custom component must forward both.
const StatusDot = React.forwardRef<HTMLSpanElement, StatusDotProps>(function StatusDot(props, ref) {
  const { status, ...other } = props;
  return (
    <Box
      component="span"
      ref={ref}
      {...other}
      role="img"
      tabIndex={0}
      sx={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '50%',
        bgcolor: status === 'online' ? 'success.main' : 'warning.main',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    />
  );
});

export default function CustomChildTooltip() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center' }}>
      <Tooltip title="Online">
        <StatusDot status="online" />
      </Tooltip>
      <Tooltip title="Away since 14:20">
        <StatusDot status="away" />
      </Tooltip>
    </Box>
  );
}
