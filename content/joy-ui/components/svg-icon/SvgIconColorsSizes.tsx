import Box from '@mui/joy/Box';
import SvgIcon from '@mui/joy/SvgIcon';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const heart =
  'M12 21s-7-4.4-9.3-8.6C1 9.3 2.6 5.5 6.3 5c2-.3 3.8.8 5.7 2.8C13.9 5.8 15.7 4.7 17.7 5c3.7.5 5.3 4.3 3.6 7.4C19 16.6 12 21 12 21Z';

export default function SvgIconColorsSizes() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2 }}>
        {colors.map((color) => (
          <SvgIcon key={color} color={color} titleAccess={`Heart, ${color}`}>
            <path d={heart} />
          </SvgIcon>
        ))}
        <SvgIcon htmlColor="#c2185b" titleAccess="Heart, custom colour">
          <path d={heart} />
        </SvgIcon>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <FavoriteRounded sx={{ fontSize: 'var(--Icon-fontSize)' }} />
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <SvgIcon key={size} size={size} titleAccess={`Heart, size ${size}`}>
            <path d={heart} />
          </SvgIcon>
        ))}
        {(['xl2', 'xl4'] as const).map((fontSize) => (
          <SvgIcon
            key={fontSize}
            fontSize={fontSize}
            color="danger"
            titleAccess={`Heart, font size ${fontSize}`}
          >
            <path d={heart} />
          </SvgIcon>
        ))}
      </Box>
    </Box>
  );
}
