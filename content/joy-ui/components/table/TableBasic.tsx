import Table from '@mui/joy/Table';

const rows = [
  { city: 'Lisbon', country: 'Portugal', population: 545_000, area: 100 },
  { city: 'Ljubljana', country: 'Slovenia', population: 295_000, area: 164 },
  { city: 'Tallinn', country: 'Estonia', population: 454_000, area: 159 },
  { city: 'Valletta', country: 'Malta', population: 5_800, area: 0.8 },
];

export default function TableBasic() {
  return (
    <Table sx={{ '& td:nth-of-type(n+2), & th:nth-of-type(n+3)': { textAlign: 'end' } }}>
      <caption>Four European capitals</caption>
      <thead>
        <tr>
          <th scope="col">City</th>
          <th scope="col">Country</th>
          <th scope="col">Population</th>
          <th scope="col">Area (km²)</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.city}>
            <th scope="row">{row.city}</th>
            <td style={{ textAlign: 'start' }}>{row.country}</td>
            <td>{row.population.toLocaleString('en-GB')}</td>
            <td>{row.area}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
