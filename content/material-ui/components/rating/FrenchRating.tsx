import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';

export default function FrenchRating() {
  return (
    // lang tells screen readers to read the labels in French.
    <Box component="fieldset" lang="fr" sx={{ border: 0, margin: 0, padding: 0 }}>
      <Typography component="legend">Votre note du séjour</Typography>
      <Rating
        name="note-du-sejour"
        defaultValue={4}
        getLabelText={(value) => `${value} étoile${value > 1 ? 's' : ''}`}
        emptyLabelText="Aucune note"
      />
    </Box>
  );
}
