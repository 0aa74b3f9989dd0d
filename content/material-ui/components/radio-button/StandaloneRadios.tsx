import * as React from 'react';
import Radio from '@mui/material/Radio';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

const rates = [
  { id: 'standard', carrier: 'Standard post', days: '4–6 days', price: '€4.90' },
  { id: 'express', carrier: 'Express courier', days: '1–2 days', price: '€12.50' },
  { id: 'pickup', carrier: 'Pick-up point', days: '3 days', price: 'Free' },
];

export default function StandaloneRadios() {
  const [rate, setRate] = React.useState('standard');

  return (
    <div>
      <Typography id="shipping-rate-label" gutterBottom>
        Shipping method
      </Typography>
      <Table size="small" aria-labelledby="shipping-rate-label" sx={{ maxWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <span style={visuallyHidden}>Choose</span>
            </TableCell>
            <TableCell>Method</TableCell>
            <TableCell>Delivery</TableCell>
            <TableCell align="right">Price</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rates.map((row) => (
            <TableRow key={row.id} hover selected={rate === row.id} onClick={() => setRate(row.id)}>
              <TableCell padding="checkbox">
                <Radio
                  checked={rate === row.id}
                  onChange={(event) => setRate(event.target.value)}
                  value={row.id}
                  name="shipping-rate"
                  inputProps={{ 'aria-labelledby': `shipping-rate-${row.id}` }}
                />
              </TableCell>
              <TableCell id={`shipping-rate-${row.id}`}>{row.carrier}</TableCell>
              <TableCell>{row.days}</TableCell>
              <TableCell align="right">{row.price}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
