import Grid from '@mui/joy/Grid';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function GridPageLayout() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      <Grid xs={12} md={3}>
        <Sheet
          component="nav"
          aria-label="Handbook"
          variant="outlined"
          sx={{ borderRadius: 'sm', p: 1 }}
        >
          <List size="sm">
            {['Welcome', 'Tools', 'Safety', 'Holidays'].map((item) => (
              <ListItem key={item}>
                <ListItemButton
                  component="a"
                  href="#a-page-layout"
                  selected={item === 'Safety'}
                  aria-current={item === 'Safety' ? 'page' : undefined}
                >
                  {item}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Sheet>
      </Grid>
      <Grid xs={12} md={6}>
        <Sheet
          component="article"
          aria-label="Safety"
          variant="outlined"
          sx={{ borderRadius: 'sm', p: 2 }}
        >
          <Typography level="title-lg" component="p">
            Safety on site
          </Typography>
          <Typography level="body-sm">
            Helmets and boots past the gate, always. Sign in at the cabin so we know who is on site.
          </Typography>
        </Sheet>
      </Grid>
      <Grid xs={12} md={3}>
        <Sheet variant="soft" sx={{ borderRadius: 'sm', p: 2 }}>
          <Typography level="title-sm">Site lead</Typography>
          <Typography level="body-sm" textColor="text.primary">
            Ines Okafor, ext. 214
          </Typography>
        </Sheet>
      </Grid>
    </Grid>
  );
}
