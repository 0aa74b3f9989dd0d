import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function TypographyDecorators() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography color="primary">Primary text for a highlighted fact.</Typography>
      <Typography textColor="text.secondary">Secondary text from the theme tokens.</Typography>
      <Typography>
        Build status:{' '}
        <Typography variant="soft" color="success">
          passing
        </Typography>{' '}
        ·{' '}
        <Typography variant="outlined" color="warning">
          3 warnings
        </Typography>
      </Typography>
      <Typography startDecorator={<CheckCircleRounded color="success" />}>
        Backups run every night.
      </Typography>
      <Typography
        level="title-md"
        component="div"
        endDecorator={
          <Chip component="span" size="sm" color="primary">
            New
          </Chip>
        }
      >
        Shared workspaces
      </Typography>
      <Typography level="body-sm" startDecorator={<InfoOutlined />}>
        Prices include VAT.
      </Typography>
    </Box>
  );
}
