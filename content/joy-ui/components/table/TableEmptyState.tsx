import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

const sample = [
  { name: 'Spring catalogue.pdf', size: '4.2 MB', owner: 'Lina' },
  { name: 'Price list.xlsx', size: '88 KB', owner: 'Marco' },
];

export default function TableEmptyState() {
  const [rows, setRows] = React.useState<typeof sample>([]);
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', width: '100%', overflow: 'auto' }}>
      <Table>
        <caption>Shared files</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Size</th>
            <th scope="col">Owner</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3}>
                <Box
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 1,
                    py: 3,
                    textAlign: 'center',
                  }}
                >
                  <InboxOutlined sx={{ fontSize: '2rem' }} />
                  <Typography level="title-sm">Nothing shared yet</Typography>
                  <Button size="sm" variant="soft" onClick={() => setRows(sample)}>
                    Load the sample files
                  </Button>
                </Box>
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.name}>
                <td>{row.name}</td>
                <td>{row.size}</td>
                <td>{row.owner}</td>
              </tr>
            ))
          )}
        </tbody>
      </Table>
    </Sheet>
  );
}
