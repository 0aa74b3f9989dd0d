import * as React from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTheme } from '@mui/material/styles';

function sketch(sky: string, hill: string) {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${sky}"/><circle cx="300" cy="80" r="36" fill="#fff3b0"/><path d="M0 300 L0 210 Q100 140 200 200 T400 180 V300 Z" fill="${hill}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

const photos = [
  { title: 'Morning over the bay', src: sketch('#a2d2ff', '#3a86ff') },
  { title: 'Vineyard terraces', src: sketch('#ffe5b4', '#7f9c3a') },
  { title: 'Heather in August', src: sketch('#e0c3fc', '#8e44ad') },
  { title: 'Salt flats at noon', src: sketch('#fdfcdc', '#c9ada7') },
];

export default function LightboxImageList() {
  const [open, setOpen] = React.useState(false);
  // Kept after closing, so the photo stays in place while the dialog fades out.
  const [index, setIndex] = React.useState(0);
  const photo = photos[index];
  const rtl = useTheme().direction === 'rtl';

  const go = (step: number) => setIndex((prev) => (prev + step + photos.length) % photos.length);

  return (
    <>
      <ImageList aria-label="Holiday photos" cols={4} gap={8} sx={{ margin: 0 }}>
        {photos.map((item, itemIndex) => (
          <ImageListItem key={item.title}>
            <ButtonBase
              focusRipple
              aria-label={`Open “${item.title}”`}
              onClick={() => {
                setIndex(itemIndex);
                setOpen(true);
              }}
              sx={{ borderRadius: 1, overflow: 'hidden' }}
            >
              <img
                src={item.src}
                alt=""
                loading="lazy"
                style={{ display: 'block', width: '100%' }}
              />
            </ButtonBase>
          </ImageListItem>
        ))}
      </ImageList>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        maxWidth="md"
        onKeyDown={(event) => {
          // The arrow keys page through the photos, following the reading direction.
          if (event.key === 'ArrowRight') go(rtl ? -1 : 1);
          if (event.key === 'ArrowLeft') go(rtl ? 1 : -1);
        }}
      >
        {photo ? (
          <>
            <DialogTitle>{photo.title}</DialogTitle>
            <DialogContent>
              <img src={photo.src} alt={photo.title} style={{ display: 'block', width: '100%' }} />
            </DialogContent>
            <DialogActions>
              <IconButton aria-label="Previous photo" onClick={() => go(-1)}>
                {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
              </IconButton>
              <IconButton aria-label="Next photo" onClick={() => go(1)}>
                {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
              </IconButton>
              <Button onClick={() => setOpen(false)}>Close</Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </>
  );
}
