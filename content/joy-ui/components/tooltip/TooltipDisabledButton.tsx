import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

export default function TooltipDisabledButton() {
  const [confirmed, setConfirmed] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Checkbox
        label="I have checked the delivery address"
        checked={confirmed}
        onChange={(event) => setConfirmed(event.target.checked)}
      />
      <Tooltip
        describeChild
        title={confirmed ? 'Send the order to the warehouse' : 'Check the address first'}
      >
        {/* A disabled button gets no pointer events, so the span listens instead. */}
        <Box component="span" sx={{ display: 'inline-block' }}>
          <Button disabled={!confirmed}>Place the order</Button>
        </Box>
      </Tooltip>
      <Typography level="body-sm" aria-live="polite">
        {confirmed ? 'Ready to send.' : 'The order button is enabled once you tick the box.'}
      </Typography>
    </Box>
  );
}
