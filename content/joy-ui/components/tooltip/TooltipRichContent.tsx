import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';

export default function TooltipRichContent() {
  return (
    <Typography sx={{ maxWidth: 520 }}>
      The new export format was reviewed by{' '}
      <Tooltip
        describeChild
        variant="outlined"
        placement="bottom-start"
        arrow
        title={
          <Box sx={{ display: 'flex', gap: 1.5, maxWidth: 280, padding: 1 }}>
            <Avatar component="span" size="sm" color="primary">
              AO
            </Avatar>
            <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
              <Typography component="span" level="title-sm">
                Amara Okafor
              </Typography>
              <Typography component="span" level="body-xs" startDecorator={<PlaceOutlined />}>
                Lagos · Data platform team
              </Typography>
              <Typography component="span" level="body-xs">
                Maintains the import and export pipeline.
              </Typography>
              <Chip component="span" size="sm" variant="soft" color="success">
                Reviewer
              </Chip>
            </Box>
          </Box>
        }
      >
        <Link href="/joy-ui/react-avatar/" underline="always">
          @amara
        </Link>
      </Tooltip>{' '}
      before the release.
    </Typography>
  );
}
