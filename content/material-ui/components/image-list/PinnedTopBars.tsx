import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';

// Self-made SVG patterns (no network images).
function tile(from: string, to: string) {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="${from}"/><circle cx="150" cy="150" r="90" fill="${to}"/><circle cx="40" cy="170" r="40" fill="${to}" opacity=".6"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

const boards = [
  { id: 'kitchen', title: 'Kitchen ideas', featured: true, from: '#264653', to: '#2a9d8f' },
  { id: 'garden', title: 'Garden', featured: false, from: '#606c38', to: '#dda15e' },
  { id: 'reading', title: 'Reading nook', featured: false, from: '#3d405b', to: '#e07a5f' },
  { id: 'workshop', title: 'Workshop', featured: false, from: '#1d3557', to: '#a8dadc' },
  { id: 'terrace', title: 'Terrace', featured: true, from: '#5f0f40', to: '#fb8b24' },
];

// A dark fade behind the bar, strongest at the top where the title sits.
const topFade =
  'linear-gradient(to bottom, rgba(0,0,0,0.75) 0%, rgba(0,0,0,0.35) 70%, rgba(0,0,0,0) 100%)';

export default function PinnedTopBars() {
  const [pinned, setPinned] = React.useState<string[]>(['kitchen']);

  return (
    <ImageList cols={4} rowHeight={120} gap={6} aria-label="Mood boards" sx={{ margin: 0 }}>
      {boards.map((board) => {
        const isPinned = pinned.includes(board.id);
        const span = board.featured ? 2 : 1;
        return (
          <ImageListItem key={board.id} cols={span} rows={span}>
            <img src={tile(board.from, board.to)} alt="" loading="lazy" />
            <ImageListItemBar
              title={board.title}
              position="top"
              actionPosition="left"
              sx={{ background: topFade }}
              actionIcon={
                <IconButton
                  aria-label={`Pin ${board.title}`}
                  aria-pressed={isPinned}
                  sx={{ color: 'white' }}
                  onClick={() =>
                    setPinned((prev) =>
                      isPinned ? prev.filter((id) => id !== board.id) : [...prev, board.id],
                    )
                  }
                >
                  {isPinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
                </IconButton>
              }
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
