import Box from '@mui/joy/Box';

const tasks = ['Book the venue', 'Send the invitations', 'Order the catering'];

export default function BoxComponent() {
  return (
    <Box
      component="section"
      aria-labelledby="box-checklist-title"
      sx={{ width: '100%', maxWidth: 360 }}
    >
      <Box
        component="h3"
        id="box-checklist-title"
        sx={{ fontSize: 'lg', margin: 0, marginBlockEnd: 1 }}
      >
        Event checklist
      </Box>
      <Box
        component="ul"
        sx={{
          margin: 0,
          paddingInlineStart: 3,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
        }}
      >
        {tasks.map((task) => (
          <Box component="li" key={task} sx={{ color: 'text.secondary' }}>
            {task}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
