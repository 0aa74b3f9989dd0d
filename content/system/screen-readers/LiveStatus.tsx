import * as React from 'react';
import Box from '@mui/system/Box';
import { visuallyHidden } from '@mui/utils';

const products = ['Linen shirt', 'Canvas tote', 'Wool socks'];

export default function LiveStatus() {
  const [cart, setCart] = React.useState<string[]>([]);
  const last = cart[cart.length - 1];

  return (
    <Box sx={{ display: 'grid', gap: 1.5, color: 'text.primary', fontSize: 14 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {products.map((product) => (
          <Box
            component="button"
            type="button"
            key={product}
            onClick={() => setCart((items) => [...items, product])}
            sx={{ font: 'inherit', px: 1.5, py: 0.5, cursor: 'pointer' }}
          >
            Add {product}
          </Box>
        ))}
      </Box>
      <div>Cart: {cart.length} items</div>
      {/* Announced by screen readers each time it changes, invisible on screen. */}
      <Box role="status" sx={visuallyHidden}>
        {last ? `${last} added. ${cart.length} items in your cart.` : ''}
      </Box>
    </Box>
  );
}
