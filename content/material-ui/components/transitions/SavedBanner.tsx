import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';

const Banner = React.forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(
  function Banner(props, ref) {
    // `style` arrives inside props and lands on the div, next to the ref.
    return <div ref={ref} {...props} />;
  },
);

export default function SavedBanner() {
  const [saved, setSaved] = React.useState(false);

  React.useEffect(() => {
    if (!saved) return undefined;
    const timer = setTimeout(() => setSaved(false), 2500);
    return () => clearTimeout(timer);
  }, [saved]);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setSaved(true)}>
        Save
      </Button>
      {/* The live region stays in the page; only its text fades in and out. */}
      <div role="status">
        <Fade in={saved}>
          <Banner>All changes saved</Banner>
        </Fade>
      </div>
    </Stack>
  );
}
