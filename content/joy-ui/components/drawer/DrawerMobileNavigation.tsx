import * as React from 'react';
import Box from '@mui/joy/Box';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import InboxRounded from '@mui/icons-material/InboxRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';

const destinations = [
  { label: 'Home', icon: <HomeRounded /> },
  { label: 'Inbox', icon: <InboxRounded /> },
  { label: 'Calendar', icon: <CalendarMonthRounded /> },
  { label: 'Settings', icon: <SettingsRounded /> },
];

export default function DrawerMobileNavigation() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Inbox');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        width: '100%',
        maxWidth: 390,
        padding: 1,
        borderRadius: 'md',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <IconButton
        variant="outlined"
        color="neutral"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <MenuRounded />
      </IconButton>
      <Typography level="title-md" component="p">
        {current}
      </Typography>
      <Drawer open={open} onClose={() => setOpen(false)} size="sm">
        <ModalClose aria-label="Close navigation" />
        <DialogTitle>Acme Mail</DialogTitle>
        <Box sx={{ paddingInline: 1.5, paddingBlock: 1 }}>
          <Input
            size="sm"
            placeholder="Search"
            startDecorator={<SearchRounded />}
            slotProps={{ input: { 'aria-label': 'Search mail' } }}
          />
        </Box>
        <Box component="nav" aria-label="Main">
          <List size="lg" sx={{ '--ListItem-paddingX': '1.25rem' }}>
            {destinations.map((item) => (
              <ListItem key={item.label}>
                <ListItemButton
                  component="a"
                  href={`#${item.label.toLowerCase()}`}
                  selected={current === item.label}
                  aria-current={current === item.label ? 'page' : undefined}
                  onClick={(event: React.MouseEvent) => {
                    event.preventDefault();
                    setCurrent(item.label);
                    setOpen(false);
                  }}
                >
                  <ListItemDecorator>{item.icon}</ListItemDecorator>
                  {item.label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
