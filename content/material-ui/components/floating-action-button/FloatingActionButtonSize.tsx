import Stack from '@mui/material/Stack';
import Fab from '@mui/material/Fab';
import AddIcon from '@mui/icons-material/Add';

const sizes = ['small', 'medium', 'large'] as const;
const extendedLabels = { small: 'Note', medium: 'Task', large: 'Project' };

export default function FloatingActionButtonSize() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Fab key={size} size={size} color="primary" aria-label={`Add (${size})`}>
            <AddIcon />
          </Fab>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {sizes.map((size) => (
          <Fab key={size} size={size} variant="extended" color="primary">
            <AddIcon sx={{ marginInlineEnd: 1 }} />
            {extendedLabels[size]}
          </Fab>
        ))}
      </Stack>
    </Stack>
  );
}
