import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined';

export default function TooltipDescribeChild() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {/* The tooltip is the only label: it names the button (aria-label="Archive"). */}
      <Tooltip title="Archive">
        <IconButton variant="soft" color="neutral">
          <ArchiveOutlined />
        </IconButton>
      </Tooltip>
      {/* The button has its own name: the tooltip describes it. */}
      <Tooltip title="Keeps a copy in your drive for 30 days" describeChild>
        <Button variant="outlined" startDecorator={<CloudDoneOutlined />}>
          Back up
        </Button>
      </Tooltip>
    </Box>
  );
}
