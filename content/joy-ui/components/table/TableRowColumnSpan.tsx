import Table from '@mui/joy/Table';

export default function TableRowColumnSpan() {
  return (
    <Table
      aria-label="Conference schedule"
      borderAxis="bothBetween"
      sx={{ '& td': { verticalAlign: 'top' } }}
    >
      <thead>
        <tr>
          <th scope="col" rowSpan={2} style={{ width: 90 }}>
            Time
          </th>
          <th scope="colgroup" colSpan={2} style={{ textAlign: 'center' }}>
            Rooms
          </th>
        </tr>
        <tr>
          <th scope="col">Hall A</th>
          <th scope="col">Studio B</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">09:00</th>
          <td colSpan={2} style={{ textAlign: 'center' }}>
            Opening keynote (both rooms)
          </td>
        </tr>
        <tr>
          <th scope="row">10:00</th>
          <td rowSpan={2}>Workshop: accessible forms (two hours)</td>
          <td>Design tokens in practice</td>
        </tr>
        <tr>
          <th scope="row">11:00</th>
          <td>Shipping a design system</td>
        </tr>
      </tbody>
    </Table>
  );
}
