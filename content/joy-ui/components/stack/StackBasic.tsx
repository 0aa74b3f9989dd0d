import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';

const items = ['First', 'Second', 'Third'];

function Item({ children }: { children: React.ReactNode }) {
  return (
    <Sheet
      variant="outlined"
      sx={{ paddingInline: 2, paddingBlock: 1, borderRadius: 'sm', fontSize: 'sm' }}
    >
      {children}
    </Sheet>
  );
}

export default function StackBasic() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Stack spacing={1}>
        {items.map((item) => (
          <Item key={item}>{item}</Item>
        ))}
      </Stack>
      <Stack direction="row" spacing={2}>
        {items.map((item) => (
          <Item key={item}>{item}</Item>
        ))}
      </Stack>
      <Stack direction="row-reverse" spacing="4px">
        {items.map((item) => (
          <Item key={item}>{item}</Item>
        ))}
      </Stack>
    </Box>
  );
}
