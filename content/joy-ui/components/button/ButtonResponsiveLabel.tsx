import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';

const actions = [
  { label: 'Share', icon: <ShareOutlined /> },
  { label: 'Download', icon: <FileDownloadOutlined /> },
];

export default function ButtonResponsiveLabel() {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {actions.map((action) => (
        <Button
          key={action.label}
          variant="outlined"
          color="neutral"
          startDecorator={action.icon}
          // The name stays when the text is hidden on small screens.
          aria-label={action.label}
          sx={{
            '--Button-gap': { xs: '0px', sm: '0.5rem' },
            '& .label': {
              display: { xs: 'none', sm: 'inline' },
            },
          }}
        >
          <span className="label">{action.label}</span>
        </Button>
      ))}
    </Box>
  );
}
