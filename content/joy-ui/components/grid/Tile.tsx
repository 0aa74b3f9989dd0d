import Sheet from '@mui/joy/Sheet';

/** A labelled cell used by the grid demos. */
export default function Tile({ children }: { children: React.ReactNode }) {
  return (
    <Sheet
      variant="soft"
      color="primary"
      sx={{ padding: 1.5, borderRadius: 'sm', textAlign: 'center', fontSize: 'sm' }}
    >
      {children}
    </Sheet>
  );
}
