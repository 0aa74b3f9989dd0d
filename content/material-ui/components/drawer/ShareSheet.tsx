import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import EmailIcon from '@mui/icons-material/Email';
import QrCodeIcon from '@mui/icons-material/QrCode';
import ShareIcon from '@mui/icons-material/Share';

const options = [
  { label: 'Copy link', icon: <LinkIcon /> },
  { label: 'Send by email', icon: <EmailIcon /> },
  { label: 'Show QR code', icon: <QrCodeIcon /> },
];

export default function ShareSheet() {
  const [open, setOpen] = React.useState(false);
  const [last, setLast] = React.useState<string | null>(null);

  const choose = (label: string) => {
    setLast(label);
    setOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        startIcon={<ShareIcon />}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Share
      </Button>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {last ? `Last action: ${last}` : 'Nothing shared yet'}
      </Typography>
      <SwipeableDrawer
        disableSwipeToOpen
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
      >
        <Box
          sx={{
            width: 40,
            height: 4,
            borderRadius: 2,
            bgcolor: 'divider',
            marginInline: 'auto',
            marginTop: 1,
          }}
        />
        <Typography
          component="h2"
          variant="subtitle1"
          id="share-sheet-title"
          sx={{ paddingInline: 2, paddingTop: 1 }}
        >
          Share “Quarterly report”
        </Typography>
        <List aria-labelledby="share-sheet-title">
          {options.map((option) => (
            <ListItem key={option.label} disablePadding>
              <ListItemButton onClick={() => choose(option.label)}>
                <ListItemIcon>{option.icon}</ListItemIcon>
                <ListItemText primary={option.label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </SwipeableDrawer>
    </Box>
  );
}
