import Box from '@mui/joy/Box';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

const usage = [
  { label: 'Photos', size: 38, color: 'primary.solidBg' },
  { label: 'Documents', size: 17, color: 'success.solidBg' },
  { label: 'Backups', size: 24, color: 'warning.solidBg' },
];

export default function TooltipFollowCursor() {
  const used = usage.reduce((sum, item) => sum + item.size, 0);
  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Typography level="title-sm" component="p" sx={{ marginBlockEnd: 1 }}>
        Storage: {used} GB of 100 GB used
      </Typography>
      {/* The bar is a picture of the list below, which carries the same figures in text. */}
      <Box
        aria-hidden="true"
        sx={{
          display: 'flex',
          height: 24,
          borderRadius: 'sm',
          overflow: 'hidden',
          bgcolor: 'background.level2',
        }}
      >
        {usage.map((item) => (
          <Tooltip
            key={item.label}
            title={`${item.label}: ${item.size} GB`}
            followCursor
            describeChild
          >
            <Box sx={{ width: `${item.size}%`, bgcolor: item.color }} />
          </Tooltip>
        ))}
      </Box>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          listStyle: 'none',
          padding: 0,
          marginBlock: 1,
        }}
      >
        {usage.map((item) => (
          <Typography
            key={item.label}
            component="li"
            level="body-sm"
            startDecorator={
              <Box
                component="span"
                sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }}
              />
            }
          >
            {item.label} {item.size} GB
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
