import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

// Self-made SVG landscapes (no network images).
interface Scene {
  id: string;
  title: string;
  author: string;
  src: string;
  height: number;
}

function svg(sky: string, ground: string, sun: string, height: number) {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 ${height}" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs><rect width="300" height="${height}" fill="url(#g)"/><circle cx="210" cy="${height * 0.35}" r="28" fill="${sun}"/><path d="M0 ${height * 0.7} L90 ${height * 0.45} L170 ${height * 0.65} L240 ${height * 0.5} L300 ${height * 0.6} V${height} H0 Z" fill="${ground}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

const palette: [string, string, string, string, string, number][] = [
  ['dawn', 'Dawn ridge', 'Ines Park', '#f8b4a6', '#6d597a', 220],
  ['fjord', 'Fjord', 'Tomas Berg', '#8ecae6', '#219ebc', 300],
  ['dunes', 'Dunes', 'Amal Haddad', '#ffd6a5', '#e09f3e', 200],
  ['pines', 'Pine valley', 'Lena Novak', '#b5e48c', '#34a0a4', 260],
  ['dusk', 'Dusk', 'Ravi Menon', '#cdb4db', '#5a189a', 240],
  ['glacier', 'Glacier', 'Sofia Lund', '#caf0f8', '#0077b6', 320],
  ['meadow', 'Meadow', 'Kofi Mensah', '#d8f3dc', '#52b788', 210],
  ['canyon', 'Canyon', 'Maria Ortiz', '#ffcad4', '#9d0208', 280],
];

const scenes: Scene[] = palette.map(([id, title, author, sky, ground, height]) => ({
  id,
  title,
  author,
  height,
  src: svg(sky, ground, '#ffd166', height),
}));

export default function GalleryImageList() {
  const [favourites, setFavourites] = React.useState<string[]>(['fjord']);

  const toggle = (id: string) =>
    setFavourites((list) =>
      list.includes(id) ? list.filter((item) => item !== id) : [...list, id],
    );

  return (
    <ImageList aria-label="Gallery" cols={3} rowHeight={160} gap={8} sx={{ margin: 0 }}>
      {scenes.slice(0, 6).map((scene) => {
        const saved = favourites.includes(scene.id);
        return (
          <ImageListItem key={scene.id}>
            <img src={scene.src} alt="" loading="lazy" style={{ height: '100%' }} />
            <ImageListItemBar
              title={scene.title}
              subtitle={`by ${scene.author}`}
              actionIcon={
                <IconButton
                  aria-label={`Favourite ${scene.title}`}
                  aria-pressed={saved}
                  onClick={() => toggle(scene.id)}
                  sx={{ color: 'common.white' }}
                >
                  {saved ? <StarIcon /> : <StarBorderIcon />}
                </IconButton>
              }
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
