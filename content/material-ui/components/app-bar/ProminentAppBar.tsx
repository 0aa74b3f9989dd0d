import AppBar from '@mui/material/AppBar';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import MoreVertIcon from '@mui/icons-material/MoreVert';

export default function ProminentAppBar() {
  return (
    <AppBar position="static" enableColorOnDark>
      {/* A taller toolbar: the icons stay at the top, the title sits on the bottom edge. */}
      <Toolbar sx={{ minHeight: 128, alignItems: 'flex-start', paddingBlock: 1 }}>
        <IconButton color="inherit" edge="start" aria-label="Open navigation">
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h5"
          component="div"
          noWrap
          sx={{ flexGrow: 1, alignSelf: 'flex-end', paddingInlineStart: 1 }}
        >
          Field notes
        </Typography>
        <IconButton color="inherit" aria-label="Search notes">
          <SearchIcon />
        </IconButton>
        <IconButton color="inherit" edge="end" aria-label="More options">
          <MoreVertIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
