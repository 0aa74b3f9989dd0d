import * as React from 'react';
import Rating, { type IconContainerProps } from '@mui/material/Rating';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables), which follow the colour scheme.
import type {} from '@mui/material/themeCssVarsAugmentation';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import SentimentDissatisfiedIcon from '@mui/icons-material/SentimentDissatisfied';
import SentimentSatisfiedIcon from '@mui/icons-material/SentimentSatisfied';
import SentimentSatisfiedAltIcon from '@mui/icons-material/SentimentSatisfiedAltOutlined';
import SentimentVerySatisfiedIcon from '@mui/icons-material/SentimentVerySatisfied';

const HeartRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconFilled': { color: (theme.vars ?? theme).palette.error.main },
  '& .MuiRating-iconHover': { color: (theme.vars ?? theme).palette.error.dark },
}));

const faces: Record<number, { icon: React.ReactElement; label: string }> = {
  1: { icon: <SentimentVeryDissatisfiedIcon color="error" />, label: 'Very dissatisfied' },
  2: { icon: <SentimentDissatisfiedIcon color="error" />, label: 'Dissatisfied' },
  3: { icon: <SentimentSatisfiedIcon color="warning" />, label: 'Neutral' },
  4: { icon: <SentimentSatisfiedAltIcon color="success" />, label: 'Satisfied' },
  5: { icon: <SentimentVerySatisfiedIcon color="success" />, label: 'Very satisfied' },
};

function FaceIcon({ value, ...other }: IconContainerProps) {
  return <span {...other}>{faces[value]?.icon}</span>;
}

// With highlightSelectedOnly only the chosen face keeps its colour; grey out the others.
const FaceRating = styled(Rating)(({ theme }) => ({
  '& .MuiRating-iconEmpty .MuiSvgIcon-root': {
    color: (theme.vars ?? theme).palette.action.disabled,
  },
}));

/** A borderless fieldset: its legend names the group of radio buttons inside the rating. */
function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, margin: 0, padding: 0 }}>
      <Typography component="legend">{label}</Typography>
      {children}
    </Box>
  );
}

export default function CustomizedRating() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Field label="How much did you enjoy it?">
        <HeartRating
          name="hearts"
          defaultValue={3}
          getLabelText={(value) => `${value} Heart${value !== 1 ? 's' : ''}`}
          icon={<FavoriteIcon fontSize="inherit" />}
          emptyIcon={<FavoriteBorderIcon fontSize="inherit" />}
        />
      </Field>
      <Field label="How was the support call?">
        <FaceRating
          name="faces"
          defaultValue={4}
          IconContainerComponent={FaceIcon}
          getLabelText={(value: number) => faces[value]?.label ?? `${value}`}
          highlightSelectedOnly
        />
      </Field>
    </Stack>
  );
}
