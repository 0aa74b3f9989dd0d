import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const groups = [
  { label: 'History', actions: ['Undo', 'Redo'] },
  { label: 'Clipboard', actions: ['Cut', 'Copy', 'Paste'] },
];
const actions = groups.flatMap((group) => group.actions);

export default function ToolbarButtonGroups() {
  // One tab stop for the whole toolbar: the arrow keys move between its buttons.
  const [active, setActive] = React.useState(0);
  const [last, setLast] = React.useState<string | null>(null);
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([]);
  const step = useTheme().direction === 'rtl' ? -1 : 1;

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const targets: Record<string, number> = {
      // Next and previous follow the reading direction.
      ArrowRight: (active + step + actions.length) % actions.length,
      ArrowLeft: (active - step + actions.length) % actions.length,
      Home: 0,
      End: actions.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    setActive(target);
    buttons.current[target]?.focus();
  };

  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
      <Box
        role="toolbar"
        aria-label="Editing"
        onKeyDown={handleKeyDown}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
      >
        {groups.map((group) => (
          <ButtonGroup key={group.label} variant="outlined" size="small" aria-label={group.label}>
            {group.actions.map((action) => {
              const index = actions.indexOf(action);
              return (
                <Button
                  key={action}
                  ref={(node: HTMLButtonElement | null) => {
                    buttons.current[index] = node;
                  }}
                  tabIndex={index === active ? 0 : -1}
                  onFocus={() => setActive(index)}
                  onClick={() => setLast(action)}
                >
                  {action}
                </Button>
              );
            })}
          </ButtonGroup>
        ))}
      </Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {last ? `${last} pressed` : 'Tab into the toolbar, then use the arrow keys'}
      </Typography>
    </Box>
  );
}
