import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import GroupRounded from '@mui/icons-material/GroupRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';

const sections = [
  { label: 'Overview', icon: <DashboardRounded /> },
  { label: 'Orders', icon: <ReceiptLongRounded /> },
  { label: 'Customers', icon: <GroupRounded /> },
  { label: 'Settings', icon: <SettingsRounded /> },
];

const stats = [
  { label: 'Revenue', value: '$48,210', change: '+12%', color: 'success' },
  { label: 'Orders', value: '1,342', change: '+4%', color: 'success' },
  { label: 'Refunds', value: '23', change: '−2%', color: 'danger' },
] as const;

const orders = [
  {
    id: 'INV-2041',
    customer: 'Olivia Martin',
    date: '24 Nov',
    amount: '$1,280.00',
    status: 'Paid',
  },
  {
    id: 'INV-2040',
    customer: 'Noah Williams',
    date: '23 Nov',
    amount: '$420.50',
    status: 'Pending',
  },
  { id: 'INV-2039', customer: 'Amira Haddad', date: '23 Nov', amount: '$89.99', status: 'Paid' },
  { id: 'INV-2038', customer: 'Kenji Sato', date: '22 Nov', amount: '$310.00', status: 'Refunded' },
  { id: 'INV-2037', customer: 'Lucía Gómez', date: '21 Nov', amount: '$2,150.00', status: 'Paid' },
];

const statusColor = { Paid: 'success', Pending: 'warning', Refunded: 'neutral' } as const;

export default function Dashboard() {
  const [active, setActive] = React.useState('Overview');
  const [menuOpen, setMenuOpen] = React.useState(false);

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 1fr)' },
        bgcolor: 'background.body',
      }}
    >
      <Sheet
        component="nav"
        aria-label="Dashboard sections"
        sx={{
          display: { xs: menuOpen ? 'block' : 'none', md: 'block' },
          borderInlineEnd: { md: '1px solid' },
          borderBottom: { xs: '1px solid', md: 'none' },
          borderColor: { xs: 'divider', md: 'divider' },
          p: 2,
        }}
      >
        <Typography
          level="title-lg"
          component="p"
          sx={{ mb: 2, display: { xs: 'none', md: 'block' } }}
        >
          Acme Store
        </Typography>
        <List size="sm" sx={{ '--ListItem-radius': 'var(--joy-radius-sm)' }}>
          {sections.map((section) => (
            <ListItem key={section.label}>
              <ListItemButton
                selected={active === section.label}
                aria-current={active === section.label ? 'page' : undefined}
                onClick={() => {
                  setActive(section.label);
                  setMenuOpen(false);
                }}
              >
                <ListItemDecorator>{section.icon}</ListItemDecorator>
                <ListItemContent>{section.label}</ListItemContent>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Sheet>
      <Box
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3, alignContent: 'start', minWidth: 0 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <IconButton
            variant="outlined"
            color="neutral"
            aria-label="Sections"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(!menuOpen)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuRounded />
          </IconButton>
          <Typography level="h3" component="h1" sx={{ flex: 1 }}>
            {active}
          </Typography>
          <Input
            size="sm"
            placeholder="Search"
            startDecorator={<SearchRounded />}
            slotProps={{ input: { 'aria-label': 'Search orders and customers' } }}
            sx={{ width: { xs: '100%', sm: 220 }, order: { xs: 3, sm: 0 } }}
          />
          <Avatar size="sm" variant="soft" color="primary" alt="Jordan Lee">
            JL
          </Avatar>
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          }}
        >
          {stats.map((stat) => (
            <Card key={stat.label} variant="outlined">
              <Typography level="body-sm">{stat.label}</Typography>
              <Typography level="h3" component="p">
                {stat.value}
              </Typography>
              <Chip size="sm" variant="soft" color={stat.color} sx={{ alignSelf: 'flex-start' }}>
                <bdi>{stat.change}</bdi> vs last month
              </Chip>
            </Card>
          ))}
          <Card variant="soft" color="primary">
            <Typography level="body-sm">Monthly target</Typography>
            <Typography level="h3" component="p">
              76%
            </Typography>
            <LinearProgress determinate value={76} aria-label="Monthly target reached" />
          </Card>
        </Box>
        <Card variant="outlined" sx={{ p: 0, overflow: 'hidden' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, pt: 2 }}>
            <Typography level="title-md" component="h2" sx={{ flex: 1 }}>
              Recent orders
            </Typography>
            <Button size="sm" variant="plain" startDecorator={<DownloadRounded />}>
              Export
            </Button>
          </Box>
          <Box
            role="region"
            aria-label="Recent orders table"
            tabIndex={0}
            sx={{ overflowX: 'auto' }}
          >
            <Table hoverRow sx={{ minWidth: 520, '& th, & td': { paddingInline: 2 } }}>
              <thead>
                <tr>
                  <th>Invoice</th>
                  <th>Customer</th>
                  <th>Date</th>
                  <th style={{ textAlign: 'end' }}>Amount</th>
                  <th>Status</th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id}>
                    <td>{order.id}</td>
                    <td>{order.customer}</td>
                    <td>{order.date}</td>
                    <td style={{ textAlign: 'end' }}>{order.amount}</td>
                    <td>
                      <Chip
                        size="sm"
                        variant="soft"
                        color={statusColor[order.status as keyof typeof statusColor]}
                      >
                        {order.status}
                      </Chip>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Box>
        </Card>
      </Box>
    </Box>
  );
}
