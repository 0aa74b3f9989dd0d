import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const invoices = [
  { id: 'INV-1042', client: 'Harbour Bakery', amount: '€1,240.00', status: 'Paid' },
  { id: 'INV-1043', client: 'Nordlys Studio', amount: '€860.50', status: 'Due' },
  { id: 'INV-1044', client: 'Casa Verde', amount: '€2,015.00', status: 'Overdue' },
] as const;

const statusColor = { Paid: 'success', Due: 'neutral', Overdue: 'danger' } as const;

export default function TableRowLinks() {
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', width: '100%', overflow: 'auto' }}>
      <Table hoverRow sx={{ '& tbody tr': { position: 'relative' } }}>
        <caption>Invoices: select a row to open it</caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Client</th>
            <th scope="col" style={{ textAlign: 'end' }}>
              Amount
            </th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td>
                <Link overlay href={`#invoice-${invoice.id}`} underline="none">
                  {invoice.id}
                </Link>
              </td>
              <td>{invoice.client}</td>
              <td style={{ textAlign: 'end' }}>{invoice.amount}</td>
              <td>
                <Chip size="sm" variant="soft" color={statusColor[invoice.status]}>
                  {invoice.status}
                </Chip>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
