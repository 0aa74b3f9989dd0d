import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const invoices = [
  { id: 'INV-2041', client: 'Brightwater Dental', amount: 1240 },
  { id: 'INV-2042', client: 'Okafor & Daughters', amount: 380 },
  { id: 'INV-2043', client: 'Lindqvist Bakery', amount: 92.5 },
  { id: 'INV-2044', client: 'Studio Haddad', amount: 2600 },
];

const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export default function SelectionTable() {
  const [selected, setSelected] = React.useState<readonly string[]>([]);
  const allSelected = selected.length === invoices.length;

  const toggle = (id: string) =>
    setSelected((previous) =>
      previous.includes(id) ? previous.filter((item) => item !== id) : [...previous, id],
    );

  return (
    <Paper variant="outlined">
      <Toolbar
        sx={{
          gap: 2,
          bgcolor: selected.length > 0 ? 'action.selected' : undefined,
        }}
      >
        <Typography sx={{ flex: 1 }} role="status">
          {selected.length > 0 ? `${selected.length} selected` : 'Unpaid invoices'}
        </Typography>
        <Button disabled={selected.length === 0} onClick={() => setSelected([])}>
          Send reminders
        </Button>
      </Toolbar>
      <TableContainer>
        <Table aria-label="Unpaid invoices">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Checkbox
                  indeterminate={selected.length > 0 && !allSelected}
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? [] : invoices.map((row) => row.id))}
                  inputProps={{ 'aria-label': 'Select all invoices' }}
                />
              </TableCell>
              <TableCell>Invoice</TableCell>
              <TableCell>Client</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoices.map((row) => {
              const isSelected = selected.includes(row.id);
              return (
                <TableRow
                  key={row.id}
                  hover
                  selected={isSelected}
                  onClick={() => toggle(row.id)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isSelected}
                      // The row click toggles too; stop the checkbox's own click from toggling twice.
                      onClick={(event) => event.stopPropagation()}
                      onChange={() => toggle(row.id)}
                      inputProps={{ 'aria-label': `Select ${row.id}` }}
                    />
                  </TableCell>
                  <TableCell component="th" scope="row">
                    {row.id}
                  </TableCell>
                  <TableCell>{row.client}</TableCell>
                  <TableCell align="right">{money.format(row.amount)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
