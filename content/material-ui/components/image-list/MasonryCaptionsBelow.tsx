import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';

// Self-made SVG sketches of different heights (no network images).
function sketch(height: number, sky: string, hill: string) {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 ${height}"><rect width="200" height="${height}" fill="${sky}"/><path d="M0 ${height * 0.75} Q60 ${height * 0.5} 120 ${height * 0.7} T200 ${height * 0.6} V${height} H0 Z" fill="${hill}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

const walks = [
  { title: 'Cliff path', distance: '7 km', height: 260, sky: '#bde0fe', hill: '#588157' },
  { title: 'Old mill loop', distance: '4 km', height: 160, sky: '#ffe5b4', hill: '#bc6c25' },
  { title: 'Lake shore', distance: '11 km', height: 200, sky: '#caf0f8', hill: '#0077b6' },
  { title: 'Beech wood', distance: '5 km', height: 300, sky: '#d8f3dc', hill: '#2d6a4f' },
  { title: 'Chalk ridge', distance: '9 km', height: 180, sky: '#f1faee', hill: '#6c757d' },
  { title: 'Heather moor', distance: '13 km', height: 240, sky: '#e0aaff', hill: '#7b2cbf' },
];

export default function MasonryCaptionsBelow() {
  return (
    // In a masonry list every picture keeps its own height, and the caption follows it.
    <ImageList variant="masonry" cols={3} gap={12} aria-label="Walks" sx={{ margin: 0 }}>
      {walks.map((walk) => (
        <ImageListItem key={walk.title}>
          <img src={sketch(walk.height, walk.sky, walk.hill)} alt="" loading="lazy" />
          <ImageListItemBar position="below" title={walk.title} subtitle={walk.distance} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
