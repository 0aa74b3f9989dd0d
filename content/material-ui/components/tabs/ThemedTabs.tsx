import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withTabDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTabs: {
      defaultProps: { variant: 'scrollable', allowScrollButtonsMobile: true },
      styleOverrides: { indicator: { height: 3, borderRadius: 3 } },
    },
    MuiTab: {
      styleOverrides: { root: { textTransform: 'none', minWidth: 0, fontWeight: 500 } },
    },
  },
});

const sections = ['Overview', 'Itinerary', 'Hotels', 'Flights', 'Insurance', 'Documents'];

export default function ThemedTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <ThemeProvider theme={withTabDefaults}>
      <Tabs value={value} onChange={(event, next: number) => setValue(next)} aria-label="Trip">
        {sections.map((section, index) => (
          <Tab
            key={section}
            label={section}
            id={`themed-tab-${index}`}
            aria-controls="themed-tabpanel"
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id="themed-tabpanel"
        aria-labelledby={`themed-tab-${value}`}
        sx={{ paddingBlock: 2 }}
      >
        {sections[value]} of the trip to Lisbon.
      </Box>
    </ThemeProvider>
  );
}
