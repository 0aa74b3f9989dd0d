import Table from '@mui/joy/Table';

const plans = [
  { feature: 'Projects', free: '3', team: 'Unlimited', business: 'Unlimited' },
  { feature: 'Members', free: '1', team: 'Up to 20', business: 'Unlimited' },
  { feature: 'Storage', free: '2 GB', team: '100 GB', business: '1 TB' },
  { feature: 'Single sign-on', free: '—', team: '—', business: 'Included' },
];

export default function TableRowHead() {
  return (
    <Table aria-label="Plan comparison" borderAxis="both">
      <thead>
        <tr>
          <th scope="col">Feature</th>
          <th scope="col">Free</th>
          <th scope="col">Team</th>
          <th scope="col">Business</th>
        </tr>
      </thead>
      <tbody>
        {plans.map((row) => (
          <tr key={row.feature}>
            {/* A header cell for the row: screen readers announce it with each cell. */}
            <th scope="row">{row.feature}</th>
            <td>{row.free}</td>
            <td>{row.team}</td>
            <td>{row.business}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
