import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

const initialTags = ['react', 'typescript', 'accessibility', 'design-systems', 'testing'];

export default function DeletableChips() {
  const [tags, setTags] = React.useState(initialTags);

  const remove = (tag: string) => setTags((current) => current.filter((item) => item !== tag));

  return (
    <Box>
      <Box
        component="ul"
        aria-label="Article tags"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {tags.map((tag) => (
          <li key={tag}>
            <Chip label={tag} size="small" onDelete={() => remove(tag)} />
          </li>
        ))}
      </Box>
      {tags.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No tags left.
        </Typography>
      )}
      <Button size="small" onClick={() => setTags(initialTags)} sx={{ marginTop: 1 }}>
        Reset tags
      </Button>
    </Box>
  );
}
