import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';

// Small SVG tiles so the demo needs no network images.
function swatch(light: string, dark: string) {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><rect width="120" height="120" fill="${light}"/><path d="M0 120 L120 0 V120 Z" fill="${dark}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

const fabrics = [
  { name: 'Linen, sand', light: '#e9dcc9', dark: '#b59f7b' },
  { name: 'Wool, slate', light: '#9aa5b1', dark: '#3e4c59' },
  { name: 'Velvet, plum', light: '#a4508b', dark: '#5f0a87' },
  { name: 'Cotton, sage', light: '#c7d7b5', dark: '#6b8f4e' },
  { name: 'Tweed, rust', light: '#d9845b', dark: '#8c3b1c' },
  { name: 'Canvas, navy', light: '#5a7bb5', dark: '#1e2f5c' },
  { name: 'Silk, pearl', light: '#f3efe7', dark: '#cbbfa8' },
  { name: 'Denim, indigo', light: '#6c7fb8', dark: '#273469' },
  { name: 'Boucle, oat', light: '#ece2d0', dark: '#a99a7e' },
  { name: 'Corduroy, moss', light: '#a3b18a', dark: '#3a5a40' },
];

export default function ResponsiveImageList() {
  return (
    <ImageList
      aria-label="Fabric samples"
      gap={8}
      rowHeight={96}
      // `cols` sets an inline grid template; `style` is merged after it and wins.
      style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}
      sx={{ margin: 0 }}
    >
      {fabrics.map((fabric) => (
        <ImageListItem key={fabric.name}>
          <img
            src={swatch(fabric.light, fabric.dark)}
            alt={fabric.name}
            loading="lazy"
            style={{ height: '100%' }}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
