import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatListBulletedRounded from '@mui/icons-material/FormatListBulletedRounded';
import FormatQuoteRounded from '@mui/icons-material/FormatQuoteRounded';
import InsertLinkRounded from '@mui/icons-material/InsertLinkRounded';

const actions = [
  { label: 'Bold', icon: <FormatBoldRounded /> },
  { label: 'Italic', icon: <FormatItalicRounded /> },
  { label: 'Insert link', icon: <InsertLinkRounded /> },
  { label: 'Bulleted list', icon: <FormatListBulletedRounded /> },
  { label: 'Quote', icon: <FormatQuoteRounded /> },
];

export default function TooltipToolbar() {
  return (
    <Box
      role="group"
      aria-label="Formatting"
      sx={{
        display: 'flex',
        gap: 0.5,
        padding: 0.5,
        borderRadius: 'md',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      {actions.map((action) => (
        // The first hint waits 600 ms; once one has shown, the neighbours open at once.
        <Tooltip key={action.label} title={action.label} enterDelay={600} size="sm">
          <IconButton size="sm" variant="plain" color="neutral">
            {action.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
