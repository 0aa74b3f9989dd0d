import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const rows = [
  { label: 'Rent', amount: '1,180.00' },
  { label: 'Electricity', amount: '71.45' },
  { label: 'Internet', amount: '39.99' },
  { label: 'Total', amount: '1,291.44' },
];

function Column({ title, tabular }: { title: string; tabular: boolean }) {
  return (
    <div>
      <Typography level="title-sm" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 3 }}>
          <Typography level="body-sm" textColor="text.secondary">
            {row.label}
          </Typography>
          <Typography
            level="body-sm"
            textColor="text.primary"
            sx={{ fontVariantNumeric: tabular ? 'tabular-nums' : 'normal' }}
          >
            € {row.amount}
          </Typography>
        </Box>
      ))}
    </div>
  );
}

export default function TypographyTabularNumbers() {
  return (
    <Box sx={{ display: 'flex', gap: 5, flexWrap: 'wrap' }}>
      <Column title="Proportional figures" tabular={false} />
      <Column title="Tabular figures" tabular />
    </Box>
  );
}
