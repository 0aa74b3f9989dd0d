import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Note({ dir, title, body }: { dir: 'ltr' | 'rtl'; title: string; body: string }) {
  return (
    <Box
      dir={dir}
      sx={{
        flex: '1 1 220px',
        borderInlineStart: '4px solid',
        borderColor: 'primary.main',
        paddingInlineStart: 2,
        paddingInlineEnd: 1,
        py: 1,
        bgcolor: 'action.hover',
        textAlign: 'start',
      }}
    >
      <Typography variant="subtitle2" component="p">
        {title}
      </Typography>
      <Typography variant="body2">{body}</Typography>
    </Box>
  );
}

export default function LogicalProperties() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', width: '100%' }}>
      <Note dir="ltr" title="Shipping update" body="Your parcel left the warehouse this morning." />
      <Note dir="rtl" title="تحديث الشحن" body="غادر طردك المستودع صباح اليوم." />
    </Stack>
  );
}
