import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import darkScrollbar from '@mui/material/darkScrollbar';
import type { SxProps, Theme } from '@mui/material/styles';

const logLines = Array.from(
  { length: 24 },
  (_, index) => `04:${String(10 + index).padStart(2, '0')} build step ${index + 1} finished`,
);

const panes: { title: string; sx: SxProps<Theme> }[] = [
  { title: 'No scrollbar styles', sx: {} },
  // What enableColorScheme does for the whole page: the browser draws its own dark scrollbar.
  { title: "color-scheme: 'dark'", sx: { colorScheme: 'dark' } },
  // Fixed colours, the same in every browser that supports scrollbar styling.
  { title: 'darkScrollbar()', sx: darkScrollbar() },
];

export default function DarkScrollPanes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {panes.map((pane, index) => (
        <div key={pane.title}>
          <Typography id={`dark-scroll-pane-${index}`} variant="body2" sx={{ marginBlockEnd: 0.5 }}>
            {pane.title}
          </Typography>
          <Box
            role="region"
            aria-labelledby={`dark-scroll-pane-${index}`}
            tabIndex={0}
            sx={[
              {
                width: 220,
                height: 140,
                overflow: 'auto',
                padding: 1,
                borderRadius: 1,
                backgroundColor: '#1e1e1e',
                color: '#e6e6e6',
                fontFamily: 'monospace',
                fontSize: 13,
              },
              ...(Array.isArray(pane.sx) ? pane.sx : [pane.sx]),
            ]}
          >
            {logLines.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Box>
        </div>
      ))}
    </Stack>
  );
}
