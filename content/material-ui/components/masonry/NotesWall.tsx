import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';

const notes = [
  'Buy stamps',
  'Call the plumber about the boiler, and ask whether the radiator valve in the back room can be replaced at the same visit',
  'Water the ferns',
  'Return the library books before Saturday',
  'Book the car service',
  'Send the photos from the wedding to Grandma, printed, not by email',
];

export default function NotesWall() {
  return (
    // The default* props give the server a first layout; the browser measures and refines it.
    <Masonry
      columns={{ xs: 2, md: 3 }}
      spacing={2}
      defaultColumns={2}
      defaultSpacing={2}
      defaultHeight={360}
    >
      {notes.map((note) => (
        <Paper key={note} sx={{ padding: 2 }}>
          {note}
        </Paper>
      ))}
    </Masonry>
  );
}
