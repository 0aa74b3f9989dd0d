import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import Undo from '@mui/icons-material/Undo';

export default function DividerVertical() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <IconButton aria-label="Undo">
          <Undo />
        </IconButton>
        <Divider orientation="vertical" />
        <IconButton aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton aria-label="Italic">
          <FormatItalic />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Typography level="body-sm">12 min read</Typography>
        <Divider orientation="vertical" />
        <Typography level="body-sm">Updated 3 March</Typography>
        <Divider orientation="vertical" />
        <Typography level="body-sm">Design</Typography>
      </Box>
    </Box>
  );
}
