import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

export default function BadgeBasic() {
  const [items, setItems] = React.useState(2);
  return (
    <Box sx={{ display: 'flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      <Badge badgeContent={4}>
        <IconButton variant="soft" aria-label="Inbox, 4 unread messages">
          <MailOutlineRounded />
        </IconButton>
      </Badge>
      <Badge badgeContent={120} max={99} color="danger">
        <IconButton variant="soft" aria-label="Notifications, more than 99 unread">
          <NotificationsNoneRounded />
        </IconButton>
      </Badge>
      <Badge color="success">
        <IconButton variant="soft" aria-label="Updates, new items">
          <NotificationsNoneRounded />
        </IconButton>
      </Badge>
      <Badge badgeContent={items} showZero color="neutral">
        <IconButton variant="soft" aria-label={`Cart, ${items} items`}>
          <ShoppingCartOutlined />
        </IconButton>
      </Badge>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button size="sm" variant="outlined" onClick={() => setItems((count) => count + 1)}>
          Add item
        </Button>
        <Button size="sm" variant="plain" onClick={() => setItems(0)}>
          Empty cart
        </Button>
      </Box>
    </Box>
  );
}
