import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

const rows = [
  { label: 'Plan', value: 'Team, billed yearly', dividerAbove: null },
  { label: 'Seats', value: '12 of 15 used', dividerAbove: 'fullWidth' },
  { label: 'Renews', value: 'March 4, 2027', dividerAbove: 'inset' },
  { label: 'Invoices sent to', value: 'billing@example.com', dividerAbove: 'middle' },
] as const;

export default function DividerVariants() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      {rows.map((row) => (
        <div key={row.label}>
          {row.dividerAbove && <Divider variant={row.dividerAbove} />}
          <Box sx={{ paddingBlock: 1.5, paddingInline: 2 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {row.label}
              {row.dividerAbove && ` · divider above: ${row.dividerAbove}`}
            </Typography>
            <Typography variant="body2">{row.value}</Typography>
          </Box>
        </div>
      ))}
    </Paper>
  );
}
