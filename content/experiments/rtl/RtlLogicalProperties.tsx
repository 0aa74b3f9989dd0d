import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function RtlLogicalProperties() {
  return (
    <Paper
      variant="outlined"
      data-testid="rtl-logical-card"
      sx={{
        position: 'relative',
        p: 2,
        paddingInlineEnd: 10,
        borderInlineStart: '6px solid',
        borderInlineStartColor: 'primary.main',
        textAlign: 'start',
      }}
    >
      <Typography variant="subtitle1" component="p">
        Accent on the start edge
      </Typography>
      <Typography variant="body2">
        The thick border, the extra padding and the text alignment are logical: they sit on the left
        in LTR and on the right in RTL.
      </Typography>
      <Box
        component="span"
        sx={{
          position: 'absolute',
          top: 8,
          insetInlineEnd: 8,
          px: 1,
          borderRadius: 1,
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          typography: 'caption',
        }}
      >
        End
      </Box>
    </Paper>
  );
}
