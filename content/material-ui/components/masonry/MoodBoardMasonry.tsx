import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Masonry from '@mui/lab/Masonry';
import Typography from '@mui/material/Typography';

const notes = [
  {
    tag: 'Colour',
    title: 'Warm neutrals',
    body: 'Sand, clay and off-white for the onboarding screens.',
  },
  {
    tag: 'Type',
    title: 'Headings',
    body: 'Try a slab serif for headings only. Body copy stays in the system font so long help articles remain easy to read on small phones.',
  },
  { tag: 'Motion', title: 'Fewer bounces', body: 'Replace the springy menu with a 150 ms fade.' },
  {
    tag: 'Copy',
    title: 'Empty states',
    body: 'Every empty list gets one sentence of explanation and one action. No illustrations that need translating.',
  },
  { tag: 'Colour', title: 'Contrast check', body: 'Tertiary text fails on the sand background.' },
  {
    tag: 'Layout',
    title: 'Settings page',
    body: 'Group by task, not by data model: "Notifications" instead of "User preferences → Email".',
  },
  { tag: 'Type', title: 'Numbers', body: 'Tabular figures in all tables.' },
];

export default function MoodBoardMasonry() {
  return (
    <Masonry
      columns={{ xs: 1, sm: 2, md: 3 }}
      spacing={2}
      defaultColumns={3}
      defaultSpacing={2}
      defaultHeight={600}
    >
      {notes.map((note) => (
        <Card key={note.title} variant="outlined">
          <CardContent>
            <Chip size="small" label={note.tag} sx={{ mb: 1 }} />
            <Typography variant="subtitle1" component="h3">
              {note.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {note.body}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Masonry>
  );
}
