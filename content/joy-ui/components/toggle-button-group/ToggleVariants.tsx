import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function ToggleVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      {variants.map((variant) => (
        <ToggleButtonGroup
          key={variant}
          variant={variant}
          color="neutral"
          value="week"
          aria-label={`${variant} view range`}
        >
          <Button value="day">Day</Button>
          <Button value="week">Week</Button>
          <Button value="month">Month</Button>
        </ToggleButtonGroup>
      ))}
      <ToggleButtonGroup size="sm" spacing={1} color="success" value="list" aria-label="Layout">
        <Button value="list">List</Button>
        <Button value="grid">Grid</Button>
        <Button value="board" disabled>
          Board
        </Button>
      </ToggleButtonGroup>
    </Box>
  );
}
