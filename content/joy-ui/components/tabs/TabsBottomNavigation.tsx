import * as React from 'react';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import ExploreOutlined from '@mui/icons-material/ExploreOutlined';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';

const sections = [
  { value: 'explore', label: 'Explore', icon: <ExploreOutlined />, text: '12 trails near you' },
  { value: 'saved', label: 'Saved', icon: <FavoriteBorderRounded />, text: '3 saved trails' },
  { value: 'profile', label: 'Profile', icon: <PersonOutlineRounded />, text: 'Signed in as Kai' },
];

export default function TabsBottomNavigation() {
  const [section, setSection] = React.useState<string | number | null>('explore');
  return (
    <Sheet
      variant="outlined"
      sx={{ width: 320, maxWidth: '100%', borderRadius: 'lg', overflow: 'hidden' }}
    >
      <Tabs
        value={section}
        onChange={(event, value) => setSection(value)}
        sx={{ bgcolor: 'transparent' }}
      >
        {sections.map((item) => (
          <TabPanel key={item.value} value={item.value} sx={{ minHeight: 120 }}>
            <Typography level="title-md">{item.label}</Typography>
            <Typography level="body-sm">{item.text}</Typography>
          </TabPanel>
        ))}
        <TabList
          aria-label="App sections"
          disableUnderline
          tabFlex={1}
          size="sm"
          sx={{
            borderTop: '1px solid',
            borderColor: 'divider',
            [`& .${tabClasses.root}`]: { py: 1, gap: 0.5 },
            [`& .${tabClasses.selected}`]: { color: 'primary.plainColor', bgcolor: 'transparent' },
          }}
        >
          {sections.map((item) => (
            <Tab
              key={item.value}
              value={item.value}
              orientation="vertical"
              indicatorPlacement="top"
              // On the selected grey, the primary label is 4.2:1: keep the bar's background.
              sx={{ [`&.${tabClasses.selected}`]: { bgcolor: 'transparent' } }}
            >
              <ListItemDecorator>{item.icon}</ListItemDecorator>
              {item.label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Sheet>
  );
}
