import * as React from 'react';
import Box from '@mui/system/Box';

const sessions = [
  { title: 'Keynote', column: '2 / 5', row: '2', tone: 'primary.main' },
  { title: 'Workshop A', column: '2 / 4', row: '3 / 5', tone: 'secondary.main' },
  { title: 'Talk', column: '4', row: '3', tone: 'success.main' },
  { title: 'Lunch', column: '2 / 5', row: '5', tone: 'warning.main' },
];
const rooms = ['Hall', 'Studio', 'Loft'];
const times = ['09:00', '10:00', '11:00', '12:00'];

export default function GridPlacement() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '56px repeat(3, minmax(0, 1fr))',
        gridTemplateRows: 'auto repeat(4, 44px)',
        gap: 0.5,
        width: '100%',
        fontSize: 13,
        color: 'text.primary',
      }}
    >
      {rooms.map((room, index) => (
        <Box key={room} sx={{ gridColumn: index + 2, gridRow: 1, fontWeight: 'bold' }}>
          {room}
        </Box>
      ))}
      {times.map((time, index) => (
        <Box key={time} sx={{ gridColumn: 1, gridRow: index + 2, color: 'text.secondary' }}>
          {time}
        </Box>
      ))}
      {sessions.map((session) => (
        <Box
          key={session.title}
          sx={{
            gridColumn: session.column,
            gridRow: session.row,
            p: 1,
            borderRadius: 1,
            border: 1,
            borderColor: session.tone,
            borderInlineStartWidth: 4,
            bgcolor: 'background.paper',
          }}
        >
          {session.title}
        </Box>
      ))}
    </Box>
  );
}
