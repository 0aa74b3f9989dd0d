import * as React from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

const invoices = [
  { id: 'INV-2041', client: 'Harbor Bakery', amount: '€1,280.00' },
  { id: 'INV-2042', client: 'Nordlys Studio', amount: '€640.50' },
  { id: 'INV-2043', client: 'Casa Verde', amount: '€2,015.00' },
];

export default function SkeletonTableRows() {
  const [loading, setLoading] = React.useState(true);

  return (
    <div>
      <Button variant="outlined" size="small" onClick={() => setLoading((value) => !value)}>
        {loading ? 'Finish loading' : 'Reload'}
      </Button>
      <Typography variant="body2" role="status" sx={{ marginBlock: 1 }}>
        {loading ? 'Loading invoices…' : `${invoices.length} invoices loaded`}
      </Typography>
      <TableContainer sx={{ maxWidth: 480 }}>
        <Table size="small" aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice</TableCell>
              <TableCell>Client</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody aria-busy={loading}>
            {loading
              ? invoices.map((invoice) => (
                  <TableRow key={invoice.id}>
                    <TableCell>
                      <Skeleton animation="wave" width={72} />
                    </TableCell>
                    <TableCell>
                      <Skeleton animation="wave" width="70%" />
                    </TableCell>
                    <TableCell align="right">
                      <Skeleton animation="wave" width={64} sx={{ marginInlineStart: 'auto' }} />
                    </TableCell>
                  </TableRow>
                ))
              : invoices.map((invoice) => (
                  <TableRow key={invoice.id}>
                    <TableCell>{invoice.id}</TableCell>
                    <TableCell>{invoice.client}</TableCell>
                    <TableCell align="right">{invoice.amount}</TableCell>
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      </TableContainer>
    </div>
  );
}
