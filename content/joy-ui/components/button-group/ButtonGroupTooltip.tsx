import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import ContentPasteRounded from '@mui/icons-material/ContentPasteRounded';

const actions = [
  { label: 'Cut', shortcut: 'Ctrl+X', icon: <ContentCutRounded /> },
  { label: 'Copy', shortcut: 'Ctrl+C', icon: <ContentCopyRounded /> },
  { label: 'Paste', shortcut: 'Ctrl+V', icon: <ContentPasteRounded /> },
];

export default function ButtonGroupTooltip() {
  return (
    <ButtonGroup aria-label="Clipboard" variant="soft">
      {actions.map((action) => (
        <Tooltip key={action.label} title={`${action.label} (${action.shortcut})`} arrow>
          <IconButton aria-label={action.label}>{action.icon}</IconButton>
        </Tooltip>
      ))}
    </ButtonGroup>
  );
}
