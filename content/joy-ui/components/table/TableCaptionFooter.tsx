import Table from '@mui/joy/Table';

const expenses = [
  { item: 'Train to Lyon', category: 'Travel', amount: 86.4 },
  { item: 'Hotel, two nights', category: 'Lodging', amount: 238 },
  { item: 'Client dinner', category: 'Meals', amount: 124.5 },
  { item: 'Taxi to airport', category: 'Travel', amount: 41.2 },
];

const euro = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export default function TableCaptionFooter() {
  const total = expenses.reduce((sum, row) => sum + row.amount, 0);
  return (
    <Table borderAxis="xBetween" sx={{ '& tr > *:last-of-type': { textAlign: 'end' } }}>
      <caption>Expense report, Lyon trip (November)</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Category</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {expenses.map((row) => (
          <tr key={row.item}>
            <td>{row.item}</td>
            <td>{row.category}</td>
            <td>{euro.format(row.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td>{euro.format(total)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
