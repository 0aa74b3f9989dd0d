import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import KeyboardArrowLeftRounded from '@mui/icons-material/KeyboardArrowLeftRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';

interface Order {
  id: string;
  customer: string;
  items: number;
  total: number;
}

const orders: Order[] = [
  { id: 'A-1007', customer: 'Noor Rahman', items: 3, total: 58.9 },
  { id: 'A-1008', customer: 'Jonas Weber', items: 1, total: 12.5 },
  { id: 'A-1009', customer: 'Amara Obi', items: 6, total: 143.2 },
  { id: 'A-1010', customer: 'Lucía Fernández', items: 2, total: 31 },
  { id: 'A-1011', customer: 'Kenji Mori', items: 4, total: 77.75 },
  { id: 'A-1012', customer: 'Sofia Rossi', items: 1, total: 19.99 },
  { id: 'A-1013', customer: 'Tomás Silva', items: 5, total: 102.4 },
];

type Column = 'customer' | 'items' | 'total';
const headers: { key: Column; label: string; numeric: boolean }[] = [
  { key: 'customer', label: 'Customer', numeric: false },
  { key: 'items', label: 'Items', numeric: true },
  { key: 'total', label: 'Total', numeric: true },
];

export default function TableSortSelection() {
  const [orderBy, setOrderBy] = React.useState<Column>('total');
  const [direction, setDirection] = React.useState<'ascending' | 'descending'>('descending');
  const [selected, setSelected] = React.useState<string[]>([]);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const [page, setPage] = React.useState(0);

  const sorted = [...orders].sort((a, b) => {
    const left = a[orderBy];
    const right = b[orderBy];
    const result =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : String(left).localeCompare(String(right));
    return direction === 'ascending' ? result : -result;
  });
  const pageRows = sorted.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage);
  const lastPage = Math.max(0, Math.ceil(orders.length / rowsPerPage) - 1);

  const sortBy = (key: Column) => {
    if (key === orderBy) setDirection(direction === 'ascending' ? 'descending' : 'ascending');
    else {
      setOrderBy(key);
      setDirection('ascending');
    }
  };
  const toggle = (id: string) =>
    setSelected((list) => (list.includes(id) ? list.filter((item) => item !== id) : [...list, id]));

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', width: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          minHeight: 48,
          px: 2,
          bgcolor: selected.length > 0 ? 'background.level1' : undefined,
        }}
      >
        <Typography level="title-md" id="orders-title" sx={{ flex: 1 }} component="span">
          {selected.length > 0 ? `${selected.length} selected` : 'Recent orders'}
        </Typography>
        {selected.length > 0 ? (
          <IconButton
            size="sm"
            color="danger"
            variant="plain"
            aria-label="Delete selected orders"
            onClick={() => setSelected([])}
          >
            <DeleteOutlineRounded />
          </IconButton>
        ) : null}
      </Box>
      <Table
        aria-labelledby="orders-title"
        hoverRow
        sx={{
          '& tr > *:nth-of-type(n+4)': { textAlign: 'end' },
          // Selected rows: the cells read their background from this variable.
          '& tr[data-selected]': {
            '--TableCell-dataBackground': 'var(--joy-palette-primary-softBg)',
          },
        }}
      >
        <thead>
          <tr>
            <th scope="col" style={{ width: 48 }}>
              <Checkbox
                size="sm"
                slotProps={{ input: { 'aria-label': 'Select all orders' } }}
                checked={selected.length === orders.length}
                indeterminate={selected.length > 0 && selected.length < orders.length}
                onChange={(event) =>
                  setSelected(event.target.checked ? orders.map((row) => row.id) : [])
                }
                sx={{ verticalAlign: 'text-bottom' }}
              />
            </th>
            <th scope="col" style={{ width: 90 }}>
              Order
            </th>
            {headers.map((header) => {
              const active = orderBy === header.key;
              return (
                <th key={header.key} scope="col" aria-sort={active ? direction : undefined}>
                  <Link
                    component="button"
                    underline="none"
                    color="neutral"
                    onClick={() => sortBy(header.key)}
                    endDecorator={
                      <ArrowDownwardRounded
                        sx={{
                          opacity: active ? 1 : 0,
                          transform:
                            active && direction === 'ascending' ? 'rotate(180deg)' : 'none',
                          transition: 'transform 0.2s',
                        }}
                      />
                    }
                    sx={{ fontWeight: 'lg', '&:hover svg': { opacity: 1 } }}
                  >
                    {header.label}
                  </Link>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {pageRows.map((row) => {
            const isSelected = selected.includes(row.id);
            return (
              <tr key={row.id} data-selected={isSelected || undefined}>
                <td>
                  <Checkbox
                    size="sm"
                    checked={isSelected}
                    onChange={() => toggle(row.id)}
                    slotProps={{ input: { 'aria-label': `Select order ${row.id}` } }}
                    sx={{ verticalAlign: 'top' }}
                  />
                </td>
                <td>{row.id}</td>
                <td>{row.customer}</td>
                <td>{row.items}</td>
                <td>€{row.total.toFixed(2)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={5}>
              <Box
                sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'flex-end' }}
              >
                <Select
                  size="sm"
                  value={rowsPerPage}
                  onChange={(_event, value) => {
                    if (value !== null) {
                      setRowsPerPage(value);
                      setPage(0);
                    }
                  }}
                  slotProps={{ button: { 'aria-label': 'Rows per page' } }}
                >
                  <Option value={3}>3 rows</Option>
                  <Option value={5}>5 rows</Option>
                  <Option value={10}>10 rows</Option>
                </Select>
                <Typography level="body-sm" component="span">
                  {page * rowsPerPage + 1}–{Math.min(orders.length, (page + 1) * rowsPerPage)} of{' '}
                  {orders.length}
                </Typography>
                <IconButton
                  size="sm"
                  variant="outlined"
                  color="neutral"
                  aria-label="Previous page"
                  disabled={page === 0}
                  onClick={() => setPage(page - 1)}
                >
                  <KeyboardArrowLeftRounded />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="outlined"
                  color="neutral"
                  aria-label="Next page"
                  disabled={page >= lastPage}
                  onClick={() => setPage(page + 1)}
                >
                  <KeyboardArrowRightRounded />
                </IconButton>
              </Box>
            </td>
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
