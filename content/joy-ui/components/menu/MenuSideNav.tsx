import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import BarChartRounded from '@mui/icons-material/BarChartRounded';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';

const sections = [
  { label: 'Stock', icon: <Inventory2Outlined />, items: ['Products', 'Warehouses', 'Transfers'] },
  { label: 'Customers', icon: <PeopleAltOutlined />, items: ['All customers', 'Segments'] },
  { label: 'Reports', icon: <BarChartRounded />, items: ['Sales', 'Returns', 'Tax summary'] },
];

export default function MenuSideNav() {
  const railRef = React.useRef<HTMLElement>(null);
  const [rtl, setRtl] = React.useState(false);
  const readDirection = (_event: React.SyntheticEvent | null, isOpen: boolean) => {
    if (isOpen && railRef.current) {
      setRtl(getComputedStyle(railRef.current).direction === 'rtl');
    }
  };
  return (
    <Sheet
      ref={railRef}
      component="nav"
      aria-label="Back office"
      variant="soft"
      sx={{ p: 1, borderRadius: 'md', width: 'fit-content' }}
    >
      <Stack spacing={1}>
        {sections.map((section) => (
          <Dropdown key={section.label} onOpenChange={readDirection}>
            <MenuButton
              slots={{ root: IconButton }}
              slotProps={{ root: { variant: 'plain', 'aria-label': section.label } }}
            >
              {section.icon}
            </MenuButton>
            <Menu placement={rtl ? 'left-start' : 'right-start'} size="sm">
              {section.items.map((item) => (
                <MenuItem key={item}>{item}</MenuItem>
              ))}
            </Menu>
          </Dropdown>
        ))}
      </Stack>
    </Sheet>
  );
}
