import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import StarOutlineRoundedIcon from '@mui/icons-material/StarOutlineRounded';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withRatingIcons = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiRating: {
      defaultProps: {
        icon: <StarRoundedIcon fontSize="inherit" />,
        emptyIcon: <StarOutlineRoundedIcon fontSize="inherit" />,
      },
    },
  },
});

export default function ThemedRating() {
  return (
    <ThemeProvider theme={withRatingIcons}>
      <Stack spacing={2}>
        {/* A borderless fieldset: its legend names the radio buttons inside the rating. */}
        <Box component="fieldset" sx={{ border: 0, margin: 0, padding: 0 }}>
          <Typography component="legend" variant="body2">
            Rate the hotel
          </Typography>
          <Rating name="themed-rating" defaultValue={4} size="small" />
        </Box>
        {/* The same icons follow any size, thanks to fontSize="inherit". */}
        <Rating defaultValue={3.5} precision={0.5} size="large" readOnly />
      </Stack>
    </ThemeProvider>
  );
}
