import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';

function NativeControls({ id }: { id: string }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
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
      <ScopedCssBaseline sx={{ padding: 2, borderRadius: 'sm' }}>
        <NativeControls id="baseline-scheme" />
      </ScopedCssBaseline>
      <ScopedCssBaseline disableColorScheme sx={{ padding: 2, borderRadius: 'sm' }}>
        <NativeControls id="baseline-no-scheme" />
      </ScopedCssBaseline>
    </Box>
  );
}
