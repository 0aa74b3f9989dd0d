import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';

// The ! prefix marks a utility !important, so it wins over Material UI's generated class.
export default function InteropButtons() {
  return (
    <div className="flex items-center justify-center gap-4">
      <Button
        variant="contained"
        className="!rounded-full !bg-teal-700 !px-6 !text-white hover:!bg-teal-800"
      >
        Book a demo
      </Button>
      <Chip label="New" className="!bg-teal-100 !font-bold !text-teal-900" />
    </div>
  );
}
