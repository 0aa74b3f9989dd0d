import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerCustom() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: '100%' }}>
      <Divider
        sx={{
          '--Divider-lineColor': 'var(--joy-palette-primary-500)',
          '--Divider-thickness': '2px',
        }}
      />
      <Divider sx={{ '--Divider-childPosition': '0%' }}>
        <Typography level="title-sm">Yesterday</Typography>
      </Divider>
      <Divider sx={{ '--Divider-childPosition': '100%', '--Divider-gap': '1rem' }}>
        <Typography level="body-sm">End of thread</Typography>
      </Divider>
      <Divider sx={{ '--Divider-lineColor': 'var(--joy-palette-danger-300)' }}>
        <Typography level="body-sm" color="danger">
          Unread
        </Typography>
      </Divider>
    </Box>
  );
}
