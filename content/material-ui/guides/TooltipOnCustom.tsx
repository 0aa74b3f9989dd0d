import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

interface StatusDotProps extends React.HTMLAttributes<HTMLSpanElement> {
  status: 'online' | 'away';
}

// Tooltip attaches event handlers and a ref to its child, so the child must
// spread the props it doesn't use and forward the ref to a DOM node.
const StatusDot = React.forwardRef<HTMLSpanElement, StatusDotProps>(function StatusDot(
  { status, ...other },
  ref,
) {
  return (
    <span
      ref={ref}
      role="img"
      aria-label={status === 'online' ? 'Online' : 'Away'}
      tabIndex={0}
      {...other}
      style={{
        display: 'inline-block',
        width: 24,
        height: 24,
        borderRadius: '50%',
        background: status === 'online' ? '#2e7d32' : '#ed6c02',
      }}
    />
  );
});

export default function TooltipOnCustom() {
  return (
    <Stack direction="row" spacing={4} sx={{ justifyContent: 'center', alignItems: 'center' }}>
      <Tooltip title="Grace is online" describeChild>
        <StatusDot status="online" />
      </Tooltip>
      <Tooltip title="Alan is away until 14:00" describeChild>
        <StatusDot status="away" />
      </Tooltip>
    </Stack>
  );
}
