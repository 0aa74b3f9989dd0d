import * as React from 'react';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const symbols: Record<string, string> = { EUR: '€', USD: '$', JPY: '¥' };

export default function InputWithSelect() {
  const [currency, setCurrency] = React.useState('EUR');
  return (
    <Box sx={{ width: 300, maxWidth: '100%' }}>
      <FormLabel htmlFor="budget-amount">Budget</FormLabel>
      <Input
        placeholder="Amount"
        type="number"
        startDecorator={symbols[currency]}
        slotProps={{ input: { id: 'budget-amount' } }}
        endDecorator={
          <React.Fragment>
            <Divider orientation="vertical" />
            <Select
              variant="plain"
              value={currency}
              onChange={(event, value) => value && setCurrency(value)}
              slotProps={{
                button: { 'aria-label': 'Currency' },
                listbox: { variant: 'outlined' },
              }}
              sx={{ mr: -1.5, '&:hover': { bgcolor: 'transparent' } }}
            >
              <Option value="EUR">EUR</Option>
              <Option value="USD">USD</Option>
              <Option value="JPY">JPY</Option>
            </Select>
          </React.Fragment>
        }
      />
    </Box>
  );
}
