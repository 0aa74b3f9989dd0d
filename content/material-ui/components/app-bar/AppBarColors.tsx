import AppBar, { AppBarProps } from '@mui/material/AppBar';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import MoreVertIcon from '@mui/icons-material/MoreVert';

const bars: { color: AppBarProps['color']; dense?: boolean; onDark?: boolean }[] = [
  { color: 'primary', onDark: true },
  { color: 'secondary', onDark: true },
  { color: 'default' },
  { color: 'primary', dense: true },
];

export default function AppBarColors() {
  return (
    <Stack spacing={2}>
      {bars.map((bar, index) => {
        const label = `color="${bar.color}"${bar.dense ? ', dense toolbar' : ''}`;
        return (
          <AppBar key={index} position="static" color={bar.color} enableColorOnDark={bar.onDark}>
            <Toolbar variant={bar.dense ? 'dense' : 'regular'}>
              <Typography component="div" sx={{ flexGrow: 1 }}>
                {label}
              </Typography>
              <IconButton color="inherit" edge="end" aria-label={`More options (${label})`}>
                <MoreVertIcon />
              </IconButton>
            </Toolbar>
          </AppBar>
        );
      })}
    </Stack>
  );
}
