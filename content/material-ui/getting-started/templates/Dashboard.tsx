import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import Grid from '@mui/material/Grid2';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import Circle from '@mui/icons-material/Circle';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Menu from '@mui/icons-material/Menu';
import PeopleOutline from '@mui/icons-material/PeopleOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';
import RevenueChart from './dashboard/RevenueChart';
import { orders, stats, type OrderStatus } from './dashboard/data';

const NAV_WIDTH = 232;

const navItems = [
  { label: 'Overview', icon: <DashboardOutlined /> },
  { label: 'Orders', icon: <ReceiptLongOutlined /> },
  { label: 'Products', icon: <Inventory2Outlined /> },
  { label: 'Customers', icon: <PeopleOutline /> },
  { label: 'Settings', icon: <SettingsOutlined /> },
];

/** The status dot's colour; the chip's text keeps the body colour, readable in any theme. */
const statusColor: Record<OrderStatus, string> = {
  Paid: 'success.main',
  Shipped: 'info.main',
  Refunded: 'text.disabled',
  Pending: 'warning.main',
};

function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const [selected, setSelected] = React.useState('Overview');
  return (
    <List component="div" sx={{ px: 1 }}>
      {navItems.map((item) => (
        <ListItemButton
          key={item.label}
          selected={selected === item.label}
          aria-current={selected === item.label ? 'page' : undefined}
          onClick={() => {
            setSelected(item.label);
            onNavigate?.();
          }}
          sx={{ borderRadius: 2, mb: 0.5 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
          <ListItemText primary={item.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

export default function Dashboard() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      {/* Wide screens: a nav column that stays in view. */}
      <Box
        component="nav"
        aria-label="Dashboard"
        sx={{
          display: { xs: 'none', md: 'block' },
          width: NAV_WIDTH,
          flexShrink: 0,
          borderInlineEnd: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ position: 'sticky', top: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2.5, py: 2.5 }}>
            <StorefrontOutlined color="primary" aria-hidden />
            <Typography sx={{ fontWeight: 700 }}>Copper &amp; Clay</Typography>
          </Stack>
          <SideNav />
        </Box>
      </Box>
      {/* Narrow screens: the same nav in a drawer opened from the app bar. */}
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { md: 'none' } }}
        PaperProps={{ sx: { width: NAV_WIDTH } }}
      >
        <Box component="nav" aria-label="Dashboard">
          <Typography sx={{ fontWeight: 700, px: 2.5, py: 2.5 }}>Copper &amp; Clay</Typography>
          <SideNav onNavigate={() => setOpen(false)} />
        </Box>
      </Drawer>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <AppBar
          position="static"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <IconButton
              edge="start"
              aria-label="Open navigation"
              onClick={() => setOpen(true)}
              sx={{ display: { md: 'none' } }}
            >
              <Menu />
            </IconButton>
            <Typography component="h1" variant="h6" sx={{ fontWeight: 700, flexGrow: 1 }}>
              Overview
            </Typography>
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
            >
              Marta Silva
            </Typography>
            <Avatar sx={{ width: 32, height: 32 }} alt="Marta Silva">
              M
            </Avatar>
          </Toolbar>
        </AppBar>
        <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
          <Grid container spacing={2} component="section" aria-label="Key figures">
            {stats.map((stat) => {
              const up = stat.change >= 0;
              return (
                <Grid key={stat.label} size={{ xs: 12, sm: 6, lg: 3 }}>
                  <Card variant="outlined">
                    <CardContent>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {stat.label}
                      </Typography>
                      <Typography component="p" variant="h5" sx={{ fontWeight: 700, my: 0.5 }}>
                        {stat.value}
                      </Typography>
                      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                        {up ? (
                          <TrendingUp fontSize="small" color="success" aria-hidden />
                        ) : (
                          <TrendingDown fontSize="small" color="error" aria-hidden />
                        )}
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {`${up ? '+' : '−'}${Math.abs(stat.change)}% on November`}
                        </Typography>
                      </Stack>
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
          <Card
            variant="outlined"
            component="section"
            aria-labelledby="dashboard-revenue"
            sx={{ mt: 2 }}
          >
            <CardContent>
              <Typography
                id="dashboard-revenue"
                component="h2"
                variant="h6"
                sx={{ fontWeight: 600 }}
              >
                Revenue
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                Thousands of euros per month
              </Typography>
              <RevenueChart />
            </CardContent>
          </Card>
          <Card
            variant="outlined"
            component="section"
            aria-labelledby="dashboard-orders"
            sx={{ mt: 2 }}
          >
            <CardContent sx={{ pb: 0 }}>
              <Typography
                id="dashboard-orders"
                component="h2"
                variant="h6"
                sx={{ fontWeight: 600 }}
              >
                Recent orders
              </Typography>
            </CardContent>
            {/* The table scrolls sideways inside its card on narrow screens, never the page. */}
            <TableContainer tabIndex={0} aria-labelledby="dashboard-orders">
              <Table size="small" sx={{ minWidth: 560 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Order</TableCell>
                    <TableCell>Customer</TableCell>
                    <TableCell>Date</TableCell>
                    <TableCell align="right">Items</TableCell>
                    <TableCell align="right">Total</TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {orders.map((order) => (
                    <TableRow key={order.id} hover>
                      <TableCell>{order.id}</TableCell>
                      <TableCell>{order.customer}</TableCell>
                      <TableCell>{order.date}</TableCell>
                      <TableCell align="right">{order.items}</TableCell>
                      <TableCell align="right">€{order.total.toFixed(2)}</TableCell>
                      <TableCell>
                        <Chip
                          label={order.status}
                          size="small"
                          variant="outlined"
                          icon={
                            <Circle
                              aria-hidden
                              sx={{ '&&': { fontSize: 10, color: statusColor[order.status] } }}
                            />
                          }
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </Card>
        </Box>
      </Box>
    </Box>
  );
}
