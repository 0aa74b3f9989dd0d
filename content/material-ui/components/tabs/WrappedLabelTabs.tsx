import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function WrappedLabelTabs() {
  const [value, setValue] = React.useState('delivery');

  return (
    <Box sx={{ maxWidth: 420, borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        aria-label="Help topics"
      >
        <Tab
          value="delivery"
          label="Delivery times and tracking for international orders"
          wrapped
        />
        <Tab value="returns" label="Returns" />
        <Tab value="payment" label="Payment" />
      </Tabs>
    </Box>
  );
}
