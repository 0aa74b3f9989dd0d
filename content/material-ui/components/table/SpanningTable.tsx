import * as React from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

const VAT_RATE = 0.21;
const lines = [
  { item: 'Website hosting (12 months)', qty: 1, unit: 240 },
  { item: 'Design hours', qty: 6, unit: 65 },
  { item: 'Stock photos', qty: 4, unit: 12.5 },
];

const money = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const subtotal = lines.reduce((sum, line) => sum + line.qty * line.unit, 0);
const vat = subtotal * VAT_RATE;

export default function SpanningTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Invoice lines and totals" sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>Item</TableCell>
            <TableCell align="right">Qty</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.item}>
              <TableCell>{line.item}</TableCell>
              <TableCell align="right">{line.qty}</TableCell>
              <TableCell align="right">{money.format(line.unit)}</TableCell>
              <TableCell align="right">{money.format(line.qty * line.unit)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            {/* An empty cell spanning three rows keeps the totals under the amount column. */}
            <TableCell rowSpan={3} />
            <TableCell component="th" scope="row" colSpan={2}>
              Subtotal
            </TableCell>
            <TableCell align="right">{money.format(subtotal)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2}>
              VAT ({VAT_RATE * 100}%)
            </TableCell>
            <TableCell align="right">{money.format(vat)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={2} sx={{ fontWeight: 600 }}>
              Total
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {money.format(subtotal + vat)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
