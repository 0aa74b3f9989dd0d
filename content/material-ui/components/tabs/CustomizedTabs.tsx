import * as React from 'react';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

// Segmented "pill" tabs: the indicator becomes the selected tab's background.
const PillTabs = styled(Tabs)(({ theme }) => ({
  minHeight: 40,
  padding: 4,
  borderRadius: 999,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  display: 'inline-flex',
  '& .MuiTabs-indicator': {
    height: '100%',
    borderRadius: 999,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    boxShadow: (theme.vars ?? theme).shadows[1],
  },
}));

const PillTab = styled(Tab)(({ theme }) => ({
  zIndex: 1,
  minHeight: 32,
  minWidth: 96,
  borderRadius: 999,
  textTransform: 'none',
  fontWeight: 500,
  color: (theme.vars ?? theme).palette.text.secondary,
  '&.Mui-selected': { color: (theme.vars ?? theme).palette.text.primary },
  '&.Mui-focusVisible': { outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}` },
}));

export default function CustomizedTabs() {
  const [value, setValue] = React.useState('week');

  return (
    <Box>
      <PillTabs
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        aria-label="Period"
      >
        <PillTab label="Day" value="day" />
        <PillTab label="Week" value="week" />
        <PillTab label="Month" value="month" />
      </PillTabs>
    </Box>
  );
}
