import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';

interface Invoice {
  id: string;
  client: string;
  amount: string;
}

const initialInvoices: Invoice[] = [
  { id: 'INV-2041', client: 'Lindqvist Architects', amount: '€ 4,800' },
  { id: 'INV-2042', client: 'Harbour Rowing Club', amount: '€ 320' },
  { id: 'INV-2043', client: 'Okafor & Daughters', amount: '€ 1,150' },
];

export default function TableRowActions() {
  const [invoices, setInvoices] = React.useState(initialInvoices);
  const [lastAction, setLastAction] = React.useState('');
  const act = (invoice: Invoice, action: string) => {
    setLastAction(`${action}: ${invoice.id}`);
    if (action === 'Deleted') {
      setInvoices((current) => current.filter((item) => item.id !== invoice.id));
    }
  };
  return (
    <div>
      <Table aria-label="Invoices" sx={{ maxWidth: 560, '& th:last-child': { width: 64 } }}>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Client</th>
            <th scope="col" style={{ textAlign: 'end' }}>
              Amount
            </th>
            <th scope="col">
              <span
                style={{
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clipPath: 'inset(50%)',
                }}
              >
                Actions
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>{invoice.id}</td>
              <td>{invoice.client}</td>
              <td style={{ textAlign: 'end' }}>{invoice.amount}</td>
              <td>
                <Dropdown>
                  <MenuButton
                    slots={{ root: IconButton }}
                    slotProps={{
                      root: {
                        size: 'sm',
                        variant: 'plain',
                        color: 'neutral',
                        'aria-label': `Actions for ${invoice.id}`,
                      },
                    }}
                  >
                    <MoreVertRounded />
                  </MenuButton>
                  <Menu size="sm" placement="bottom-end">
                    <MenuItem onClick={() => act(invoice, 'Sent again')}>Send again</MenuItem>
                    <MenuItem onClick={() => act(invoice, 'Downloaded')}>Download PDF</MenuItem>
                    <MenuItem color="danger" onClick={() => act(invoice, 'Deleted')}>
                      Delete
                    </MenuItem>
                  </Menu>
                </Dropdown>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {lastAction}
      </Typography>
    </div>
  );
}
