import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import IconButton from '@mui/material/IconButton';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CheckIcon from '@mui/icons-material/Check';

// Flat SVG "posters" so the demo needs no network images.
function poster(background: string, shape: string) {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150"><rect width="200" height="150" fill="${background}"/><circle cx="100" cy="75" r="42" fill="${shape}"/><rect x="40" y="118" width="120" height="8" rx="4" fill="${shape}" opacity="0.6"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

const prints = [
  { id: 'solstice', title: 'Solstice', price: '€24', src: poster('#264653', '#e9c46a') },
  { id: 'tide', title: 'Low tide', price: '€18', src: poster('#a8dadc', '#1d3557') },
  { id: 'ember', title: 'Ember', price: '€30', src: poster('#3d0c02', '#f4a261') },
  { id: 'orchard', title: 'Orchard', price: '€22', src: poster('#f1faee', '#2a9d8f') },
  { id: 'lantern', title: 'Lantern', price: '€26', src: poster('#1b1b3a', '#ffd166') },
  { id: 'moss', title: 'Moss', price: '€20', src: poster('#dde5b6', '#6a994e') },
];

export default function ImageListCaptionsBelow() {
  const [cart, setCart] = React.useState<string[]>([]);

  return (
    <ImageList aria-label="Art prints" cols={3} gap={12} sx={{ margin: 0 }}>
      {prints.map((print) => {
        const inCart = cart.includes(print.id);
        return (
          <ImageListItem key={print.id}>
            <img src={print.src} alt="" loading="lazy" />
            <ImageListItemBar
              position="below"
              title={print.title}
              subtitle={print.price}
              actionIcon={
                <IconButton
                  aria-label={`Add ${print.title} to the cart`}
                  aria-pressed={inCart}
                  onClick={() =>
                    setCart((prev) =>
                      inCart ? prev.filter((id) => id !== print.id) : [...prev, print.id],
                    )
                  }
                >
                  {inCart ? <CheckIcon /> : <AddShoppingCartIcon />}
                </IconButton>
              }
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
