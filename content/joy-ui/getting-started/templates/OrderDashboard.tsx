import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Dropdown from '@mui/joy/Dropdown';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useRtl } from '@mui/system/RtlProvider';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import BlockRounded from '@mui/icons-material/BlockRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FilterAltRounded from '@mui/icons-material/FilterAltRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

type Status = 'Paid' | 'Refunded' | 'Cancelled';

interface Order {
  id: string;
  date: string;
  status: Status;
  customer: string;
  email: string;
  total: number;
}

const customers = [
  ['Amara Obi', 'amara@example.com'],
  ['Björn Lund', 'bjorn@example.com'],
  ['Camila Reyes', 'camila@example.com'],
  ['Daniyar Aliyev', 'daniyar@example.com'],
  ['Eleni Papadaki', 'eleni@example.com'],
  ['Felix Wagner', 'felix@example.com'],
  ['Gulnara Iskakova', 'gulnara@example.com'],
] as const;

const statuses: Status[] = ['Paid', 'Paid', 'Refunded', 'Paid', 'Cancelled', 'Paid'];

// 22 orders, newest first, built from the lists above so the data stays short.
const initialOrders: Order[] = Array.from({ length: 22 }, (_, index) => {
  const [customer, email] = customers[(index * 3) % customers.length]!;
  return {
    id: `ORD-${4820 - index}`,
    date: `${String(26 - index).padStart(2, '0')} Nov 2026`,
    status: statuses[index % statuses.length]!,
    customer,
    email,
    total: 24 + ((index * 37) % 180) + (index % 4) * 0.25,
  };
});

const statusLook = {
  Paid: { color: 'success', icon: <CheckRounded /> },
  Refunded: { color: 'neutral', icon: <AutorenewRounded /> },
  Cancelled: { color: 'danger', icon: <BlockRounded /> },
} as const;

const pageSize = 8;

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function OrderDashboard() {
  const isRtl = useRtl();
  const [orders, setOrders] = React.useState(initialOrders);
  const [query, setQuery] = React.useState('');
  const [status, setStatus] = React.useState<Status | 'all'>('all');
  const [customer, setCustomer] = React.useState<string>('all');
  const [newestFirst, setNewestFirst] = React.useState(true);
  const [page, setPage] = React.useState(0);
  const [selected, setSelected] = React.useState<string[]>([]);
  const [filtersOpen, setFiltersOpen] = React.useState(false);
  const [menuFor, setMenuFor] = React.useState<string | null>(null);
  const filtersId = React.useId();
  const selectAllRef = React.useRef<HTMLInputElement>(null);

  const filtered = orders.filter(
    (order) =>
      (status === 'all' || order.status === status) &&
      (customer === 'all' || order.customer === customer) &&
      `${order.id} ${order.customer}`.toLowerCase().includes(query.toLowerCase()),
  );
  const sorted = newestFirst ? filtered : [...filtered].reverse();
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pageCount - 1);
  const rows = sorted.slice(current * pageSize, (current + 1) * pageSize);
  const rowIds = rows.map((order) => order.id);
  const selectedOnPage = rowIds.filter((id) => selected.includes(id)).length;
  const someOnPage = selectedOnPage > 0 && selectedOnPage < rows.length;

  // The "select all" box shows a dash when only some rows are picked. Setting the input's own
  // `indeterminate` property tells assistive technology, so no `aria-checked` is needed.
  React.useEffect(() => {
    if (selectAllRef.current) {
      selectAllRef.current.indeterminate = someOnPage;
    }
  }, [someOnPage]);

  const csv = [
    'Order,Date,Status,Customer,Total',
    ...filtered.map((o) => [o.id, o.date, o.status, o.customer, o.total.toFixed(2)].join(',')),
  ].join('\n');

  const toggleRow = (id: string) =>
    setSelected((list) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]));

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.body', p: { xs: 2, sm: 3 } }}>
      <Box sx={{ maxWidth: 1120, mx: 'auto', display: 'grid', gap: 2 }}>
        <Breadcrumbs aria-label="Breadcrumbs" size="sm" sx={{ p: 0 }}>
          <Link href="#" color="neutral" aria-label="Home">
            <HomeRounded />
          </Link>
          <Link href="#" color="neutral">
            Dashboard
          </Link>
          <Typography aria-current="page" color="primary" fontWeight="md">
            Orders
          </Typography>
        </Breadcrumbs>

        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography level="h2" component="h1" sx={{ flex: 1 }}>
            Orders
          </Typography>
          <Button
            component="a"
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
            download="orders.csv"
            size="sm"
            startDecorator={<DownloadRounded />}
          >
            Download CSV
          </Button>
        </Box>

        <Box
          role="search"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-end' }}
        >
          <FormControl size="sm" sx={{ flex: { xs: 1, sm: '0 1 280px' } }}>
            <FormLabel>Search orders</FormLabel>
            <Input
              placeholder="Order number or customer"
              startDecorator={<SearchRounded />}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setPage(0);
              }}
            />
          </FormControl>
          <IconButton
            size="sm"
            variant="outlined"
            color="neutral"
            aria-label="Filters"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen(!filtersOpen)}
            sx={{ display: { sm: 'none' } }}
          >
            <FilterAltRounded />
          </IconButton>
          <Box
            id={filtersId}
            sx={{
              display: { xs: filtersOpen ? 'flex' : 'none', sm: 'flex' },
              flexBasis: { xs: '100%', sm: 'auto' },
              gap: 1.5,
            }}
          >
            <FormControl size="sm" sx={{ minWidth: 140, flex: { xs: 1, sm: 'none' } }}>
              <FormLabel>Status</FormLabel>
              <Select
                value={status}
                onChange={(_event, value) => {
                  setStatus(value ?? 'all');
                  setPage(0);
                }}
              >
                <Option value="all">All</Option>
                {(Object.keys(statusLook) as Status[]).map((item) => (
                  <Option key={item} value={item}>
                    {item}
                  </Option>
                ))}
              </Select>
            </FormControl>
            <FormControl size="sm" sx={{ minWidth: 180, flex: { xs: 1, sm: 'none' } }}>
              <FormLabel>Customer</FormLabel>
              <Select
                value={customer}
                onChange={(_event, value) => {
                  setCustomer(value ?? 'all');
                  setPage(0);
                }}
              >
                <Option value="all">All</Option>
                {customers.map(([name]) => (
                  <Option key={name} value={name}>
                    {name}
                  </Option>
                ))}
              </Select>
            </FormControl>
          </Box>
        </Box>

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
          <Typography level="body-sm" aria-live="polite" sx={{ flex: 1 }}>
            {selected.length > 0
              ? `${selected.length} selected`
              : `${filtered.length} ${filtered.length === 1 ? 'order' : 'orders'}`}
          </Typography>
          {selected.length > 0 ? (
            <Button size="sm" variant="plain" onClick={() => setSelected([])}>
              Clear selection
            </Button>
          ) : null}
        </Box>

        <Sheet
          variant="outlined"
          role="region"
          aria-label="Orders table"
          tabIndex={0}
          sx={{ borderRadius: 'sm', overflow: 'auto' }}
        >
          <Table
            hoverRow
            stickyHeader
            sx={{
              minWidth: { xs: 600, md: 760 },
              '--TableCell-headBackground': 'var(--joy-palette-background-level1)',
              '--Table-headerUnderlineThickness': '1px',
              '& th, & td': { paddingInline: 1.5, verticalAlign: 'middle' },
              '& .orders-wide': { display: { xs: 'none', md: 'table-cell' } },
            }}
          >
            <thead>
              <tr>
                <th style={{ width: 48 }}>
                  <Checkbox
                    size="sm"
                    checked={selectedOnPage > 0 && selectedOnPage === rows.length}
                    indeterminate={someOnPage}
                    onChange={(event) =>
                      setSelected((list) =>
                        event.target.checked
                          ? [...new Set([...list, ...rowIds])]
                          : list.filter((id) => !rowIds.includes(id)),
                      )
                    }
                    slotProps={{
                      input: {
                        ref: selectAllRef,
                        'aria-label': 'Select all orders on this page',
                        'aria-checked': undefined,
                      },
                    }}
                  />
                </th>
                <th>Order</th>
                <th aria-sort={newestFirst ? 'descending' : 'ascending'}>
                  <Link
                    component="button"
                    color="neutral"
                    textColor="inherit"
                    fontWeight="lg"
                    endDecorator={
                      <ArrowDownwardRounded
                        sx={{ transform: newestFirst ? 'none' : 'rotate(180deg)' }}
                      />
                    }
                    onClick={() => setNewestFirst(!newestFirst)}
                  >
                    Date
                  </Link>
                </th>
                <th>Status</th>
                <th className="orders-wide">Customer</th>
                <th style={{ textAlign: 'end' }}>Total</th>
                <th style={{ width: 56 }}>
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((order) => (
                <tr key={order.id} aria-selected={selected.includes(order.id)}>
                  <td>
                    <Checkbox
                      size="sm"
                      checked={selected.includes(order.id)}
                      onChange={() => toggleRow(order.id)}
                      slotProps={{
                        input: { 'aria-label': `Select ${order.id}`, 'aria-checked': undefined },
                      }}
                    />
                  </td>
                  <td>
                    <Typography level="body-sm" fontWeight="md" component="span">
                      {order.id}
                    </Typography>
                  </td>
                  <td>{order.date}</td>
                  <td>
                    <Chip
                      size="sm"
                      variant="soft"
                      color={statusLook[order.status].color}
                      startDecorator={statusLook[order.status].icon}
                    >
                      {order.status}
                    </Chip>
                  </td>
                  <td className="orders-wide">
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      <Avatar size="sm" variant="soft" aria-hidden>
                        {initials(order.customer)}
                      </Avatar>
                      <div>
                        <Typography level="body-sm" textColor="text.primary">
                          {order.customer}
                        </Typography>
                        <Typography level="body-xs">{order.email}</Typography>
                      </div>
                    </Box>
                  </td>
                  <td style={{ textAlign: 'end' }}>{money.format(order.total)}</td>
                  <td>
                    <Dropdown
                      open={menuFor === order.id}
                      onOpenChange={(_event, isOpen) => setMenuFor(isOpen ? order.id : null)}
                    >
                      <MenuButton
                        slots={{ root: IconButton }}
                        slotProps={{
                          root: { variant: 'plain', color: 'neutral', size: 'sm' },
                        }}
                        aria-label={`Actions for ${order.id}`}
                        // Point at the menu only while it exists.
                        aria-controls={menuFor === order.id ? `orders-menu-${order.id}` : undefined}
                      >
                        <MoreHorizRounded />
                      </MenuButton>
                      <Menu
                        id={`orders-menu-${order.id}`}
                        size="sm"
                        // Popper placements are physical: line the menu up with the row's end.
                        placement={isRtl ? 'bottom-start' : 'bottom-end'}
                      >
                        <MenuItem>View order</MenuItem>
                        <MenuItem
                          disabled={order.status !== 'Paid'}
                          onClick={() =>
                            setOrders((list) =>
                              list.map((item) =>
                                item.id === order.id ? { ...item, status: 'Refunded' } : item,
                              ),
                            )
                          }
                        >
                          Refund
                        </MenuItem>
                        <Divider />
                        <MenuItem
                          color="danger"
                          onClick={() => {
                            setOrders((list) => list.filter((item) => item.id !== order.id));
                            setSelected((list) => list.filter((id) => id !== order.id));
                          }}
                        >
                          Delete
                        </MenuItem>
                      </Menu>
                    </Dropdown>
                  </td>
                </tr>
              ))}
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={7}>
                    <Typography level="body-sm" sx={{ py: 3, textAlign: 'center' }}>
                      No orders match these filters.
                    </Typography>
                  </td>
                </tr>
              ) : null}
            </tbody>
          </Table>
        </Sheet>

        <Box
          component="nav"
          aria-label="Pages"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          <Button
            size="sm"
            variant="outlined"
            color="neutral"
            disabled={current === 0}
            onClick={() => setPage(current - 1)}
          >
            Previous
          </Button>
          <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', gap: 0.5 }}>
            {Array.from({ length: pageCount }, (_, index) => (
              <IconButton
                key={index}
                size="sm"
                variant={index === current ? 'soft' : 'plain'}
                color={index === current ? 'primary' : 'neutral'}
                aria-current={index === current ? 'page' : undefined}
                onClick={() => setPage(index)}
                sx={{
                  display: { xs: index === current ? 'inline-flex' : 'none', sm: 'inline-flex' },
                }}
              >
                {index + 1}
              </IconButton>
            ))}
            <Typography level="body-sm" sx={{ display: { sm: 'none' }, alignSelf: 'center' }}>
              of {pageCount}
            </Typography>
          </Box>
          <Button
            size="sm"
            variant="outlined"
            color="neutral"
            disabled={current === pageCount - 1}
            onClick={() => setPage(current + 1)}
          >
            Next
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
