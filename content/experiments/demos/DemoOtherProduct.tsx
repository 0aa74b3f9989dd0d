import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import { extendTheme, ThemeProvider } from '@mui/joy/styles';

/*
 * Outside the Joy UI section the demo sits in Material UI's theme, which Joy components cannot
 * read: a Joy theme of its own, scoped to Joy, sits beside the Material one.
 */
const joyTheme = extendTheme();

export default function DemoOtherProduct() {
  return (
    <ThemeProvider theme={joyTheme}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="solid" color="primary">
          Joy button
        </Button>
        <Button variant="solid" color="neutral">
          Neutral
        </Button>
        <Chip variant="solid" color="success">
          Joy chip
        </Chip>
      </Stack>
    </ThemeProvider>
  );
}
