import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';

// Replaces the indicator slot's icon, and renders the selected value as a chip.
export default function SlotsDemo() {
  const [priority, setPriority] = React.useState<string | null>('high');
  return (
    <Stack spacing={1} sx={{ maxWidth: 280, mx: 'auto' }}>
      <Typography id="priority-label" level="title-sm">
        Priority
      </Typography>
      <Select
        value={priority}
        onChange={(_event, value) => setPriority(value)}
        indicator={<KeyboardArrowDownRounded />}
        renderValue={(option) =>
          option && (
            <Chip size="sm" variant="soft" color={option.value === 'high' ? 'danger' : 'neutral'}>
              {option.label}
            </Chip>
          )
        }
        slotProps={{
          button: { 'aria-labelledby': 'priority-label' },
          listbox: { placement: 'bottom-start', sx: { minWidth: 200 } },
        }}
      >
        <Option value="high">High</Option>
        <Option value="normal">Normal</Option>
        <Option value="low">Low</Option>
      </Select>
    </Stack>
  );
}
