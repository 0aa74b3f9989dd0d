import Table from '@mui/joy/Table';

const messages = [
  {
    from: 'Ines Carvalho',
    subject: 'Re: Q4 roadmap — notes from Thursday and the open questions about hiring',
  },
  {
    from: 'Support bot',
    subject: 'Your ticket #48213 was updated: the replacement part has shipped from the depot',
  },
];

export default function TableTextEllipsis() {
  return (
    <Table aria-label="Inbox" noWrap sx={{ maxWidth: 420 }}>
      <thead>
        <tr>
          <th scope="col" style={{ width: 130 }}>
            From
          </th>
          <th scope="col">Subject (header cells always cut long text)</th>
        </tr>
      </thead>
      <tbody>
        {messages.map((row) => (
          <tr key={row.from}>
            <td>{row.from}</td>
            {/* The title gives pointer users the full text; screen readers read it whole anyway. */}
            <td title={row.subject}>{row.subject}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
