import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ShareRounded from '@mui/icons-material/ShareRounded';

export default function TooltipBasic() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Tooltip title="Copy link">
        <IconButton variant="outlined">
          <ContentCopyRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title="Share with your team">
        <IconButton variant="outlined">
          <ShareRounded />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete permanently" color="danger">
        <IconButton variant="outlined" color="danger">
          <DeleteOutline />
        </IconButton>
      </Tooltip>
      <Tooltip title="Exports the visible rows as CSV" describeChild>
        <Button variant="soft">Export</Button>
      </Tooltip>
    </Box>
  );
}
