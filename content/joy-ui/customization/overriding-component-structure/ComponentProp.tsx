import Button from '@mui/joy/Button';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';

export default function ComponentProp() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {/* Looks like a button, is a link: it opens in a new tab and shows its address on hover. */}
      <Button
        component="a"
        href="https://www.npmjs.com/package/@mui/joy"
        target="_blank"
        rel="noopener noreferrer"
        endDecorator={<OpenInNewRounded />}
      >
        @mui/joy on npm
      </Button>
      {/* A list rendered as navigation with links inside. */}
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', width: 240 }}>
        <Typography id="docs-nav-heading" level="title-sm" sx={{ px: 1.5, pt: 1 }}>
          On this site
        </Typography>
        <List component="nav" aria-labelledby="docs-nav-heading">
          <ListItem>
            <ListItemButton component="a" href="/joy-ui/getting-started/usage/">
              Usage
            </ListItemButton>
          </ListItem>
          <ListItem>
            <ListItemButton component="a" href="/joy-ui/getting-started/tutorial/">
              Tutorial
            </ListItemButton>
          </ListItem>
        </List>
      </Sheet>
    </Stack>
  );
}
