import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const invoices = [
  { id: 'INV-3107', client: 'Northwind Traders', amount: '€1,240.00' },
  { id: 'INV-3108', client: 'Blue Heron Studio', amount: '€385.50' },
  { id: 'INV-3109', client: 'Cedar & Pine', amount: '€2,010.00' },
];

export default function TableRowCheckboxes() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const allChecked = selected.length === invoices.length;
  const someChecked = selected.length > 0 && !allChecked;

  const toggle = (id: string) =>
    setSelected((prev) => (prev.includes(id) ? prev.filter((item) => item !== id) : [...prev, id]));

  return (
    <>
      <Table size="small" aria-label="Unpaid invoices">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allChecked}
                indeterminate={someChecked}
                onChange={() =>
                  setSelected(allChecked ? [] : invoices.map((invoice) => invoice.id))
                }
                inputProps={{ 'aria-label': 'Select all invoices' }}
                // Sets the DOM flag too, so screen readers announce "mixed".
                inputRef={(input: HTMLInputElement | null) => {
                  if (input) input.indeterminate = someChecked;
                }}
              />
            </TableCell>
            <TableCell>Invoice</TableCell>
            <TableCell>Client</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.id} hover selected={selected.includes(invoice.id)}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.includes(invoice.id)}
                  onChange={() => toggle(invoice.id)}
                  // The row's own cells name the checkbox: "Select INV-3107 Northwind Traders".
                  inputProps={{
                    'aria-labelledby': `select-${invoice.id} ${invoice.id}-number ${invoice.id}-client`,
                  }}
                />
                <span id={`select-${invoice.id}`} hidden>
                  Select
                </span>
              </TableCell>
              <TableCell id={`${invoice.id}-number`}>{invoice.id}</TableCell>
              <TableCell id={`${invoice.id}-client`}>{invoice.client}</TableCell>
              <TableCell align="right">{invoice.amount}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography
        variant="body2"
        role="status"
        sx={{ marginBlockStart: 1, color: 'text.secondary' }}
      >
        {selected.length} of {invoices.length} selected
      </Typography>
    </>
  );
}
