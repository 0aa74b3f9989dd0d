import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import EmailIcon from '@mui/icons-material/Email';
import LinkIcon from '@mui/icons-material/Link';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';

const actions = [
  { icon: <DownloadIcon />, name: 'Download PDF' },
  { icon: <PrintIcon />, name: 'Print' },
  { icon: <LinkIcon />, name: 'Copy link' },
  { icon: <EmailIcon />, name: 'Email' },
];

export default function BasicSpeedDial() {
  return (
    <Box sx={{ height: 320, position: 'relative' }}>
      <SpeedDial
        ariaLabel="Share invoice"
        icon={<SpeedDialIcon />}
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
        ))}
      </SpeedDial>
    </Box>
  );
}
