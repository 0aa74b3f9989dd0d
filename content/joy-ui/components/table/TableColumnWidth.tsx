import Table from '@mui/joy/Table';

const invoices = [
  { id: 'INV-2041', client: 'Lumen Architects', due: '2026-12-01', amount: '€4,200.00' },
  { id: 'INV-2042', client: 'Harbor & Finch Bakery', due: '2026-12-04', amount: '€380.50' },
  { id: 'INV-2043', client: 'Okafor Legal', due: '2026-12-09', amount: '€1,125.00' },
];

export default function TableColumnWidth() {
  return (
    <Table aria-label="Open invoices">
      <thead>
        <tr>
          {/* Fixed widths for the short columns; the client column takes what is left. */}
          <th scope="col" style={{ width: 110 }}>
            Invoice
          </th>
          <th scope="col">Client</th>
          <th scope="col" style={{ width: '22%' }}>
            Due
          </th>
          <th scope="col" style={{ width: 120, textAlign: 'end' }}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>{row.client}</td>
            <td>{row.due}</td>
            <td style={{ textAlign: 'end' }}>{row.amount}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
