import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

function NativeControls({ id, title }: { id: string; title: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography level="title-sm" component="p">
        {title}
      </Typography>
      <label htmlFor={`${id}-size`}>Shirt size</label>
      <select id={`${id}-size`} defaultValue="m">
        <option value="s">Small</option>
        <option value="m">Medium</option>
        <option value="l">Large</option>
      </select>
      <label>
        <input type="checkbox" defaultChecked /> Gift wrap
      </label>
    </Box>
  );
}

export default function CssBaselineColorScheme() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {/* No attribute of its own: no color-scheme rule matches, the page's scheme applies. */}
      <ScopedCssBaseline sx={{ padding: 2, borderRadius: 'sm' }}>
        <NativeControls id="baseline-page-scheme" title="Follows the page" />
      </ScopedCssBaseline>
      {/* The attribute on the scoped element itself: dark tokens and color-scheme: dark here. */}
      <ScopedCssBaseline data-joy-color-scheme="dark" sx={{ padding: 2, borderRadius: 'sm' }}>
        <NativeControls id="baseline-dark-scheme" title="Always dark" />
      </ScopedCssBaseline>
    </Box>
  );
}
