import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

export default function SheetEmptyState() {
  return (
    <Sheet
      variant="soft"
      sx={{
        borderRadius: 'md',
        p: 4,
        maxWidth: 420,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        '--Icon-fontSize': '2.5rem',
      }}
    >
      <InboxOutlined />
      <Typography level="title-md">No invoices yet</Typography>
      <Typography level="body-sm" textColor="text.secondary">
        Invoices you send or import appear here, newest first.
      </Typography>
      <Button size="sm" sx={{ mt: 1 }}>
        Create an invoice
      </Button>
    </Sheet>
  );
}
