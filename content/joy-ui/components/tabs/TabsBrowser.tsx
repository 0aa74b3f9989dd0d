import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

const files = [
  { name: 'invoice.ts', lines: 184 },
  { name: 'customer.ts', lines: 92 },
  { name: 'README.md', lines: 41 },
];

export default function TabsBrowser() {
  return (
    <Tabs defaultValue={0} sx={{ bgcolor: 'transparent', width: 420, maxWidth: '100%' }}>
      <TabList
        aria-label="Open files"
        disableUnderline
        sx={{
          gap: 0.5,
          borderBottom: '1px solid',
          borderColor: 'divider',
          overflow: 'auto',
        }}
      >
        {files.map((file) => (
          <Tab
            key={file.name}
            variant="outlined"
            color="neutral"
            indicatorPlacement="top"
            sx={{
              borderStartStartRadius: 'sm',
              borderStartEndRadius: 'sm',
              borderEndStartRadius: 0,
              borderEndEndRadius: 0,
              mb: '-1px',
              '&:not([aria-selected="true"])': {
                borderColor: 'transparent',
                bgcolor: 'transparent',
              },
              '&[aria-selected="true"]': {
                bgcolor: 'background.surface',
                borderBottomColor: 'background.surface',
              },
            }}
          >
            {file.name}
          </Tab>
        ))}
      </TabList>
      {files.map((file, index) => (
        <TabPanel key={file.name} value={index}>
          <Typography level="body-sm">
            {file.name}: {file.lines} lines
          </Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
