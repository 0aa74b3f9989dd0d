import Box from '@mui/system/Box';

const tasks = ['Review pull request #481', 'Update the release notes', 'Book the team retro'];

export default function UsageStates() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        width: 1,
        maxWidth: 360,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
        '& > li + li': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      {tasks.map((task) => (
        <li key={task}>
          <Box
            component="button"
            type="button"
            sx={{
              all: 'unset',
              boxSizing: 'border-box',
              display: 'block',
              width: 1,
              px: 2,
              py: 1.5,
              cursor: 'pointer',
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
              '&:active': { bgcolor: 'action.selected' },
            }}
          >
            {task}
          </Box>
        </li>
      ))}
    </Box>
  );
}
