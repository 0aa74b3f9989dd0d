import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Typography from '@mui/joy/Typography';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';

const sizes = ['sm', 'md', 'lg'] as const;

export default function ChipSizes() {
  const [shown, setShown] = React.useState<string[]>([...sizes]);
  const restoreRef = React.useRef<HTMLButtonElement>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {sizes.map((size) => (
        <Box key={size} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography level="body-xs" component="span" sx={{ width: 28 }} fontFamily="code">
            {size}
          </Typography>
          <Chip size={size} startDecorator={<LocalOfferOutlined />}>
            On sale
          </Chip>
          <Chip
            size={size}
            variant="outlined"
            startDecorator={
              <Avatar component="span" color="primary" aria-hidden="true">
                LM
              </Avatar>
            }
          >
            Lucía Méndez
          </Chip>
          {shown.includes(size) && (
            <Chip
              size={size}
              variant="soft"
              color="primary"
              endDecorator={
                <ChipDelete
                  aria-label={`Remove Free delivery (${size})`}
                  onDelete={() => {
                    setShown((prev) => prev.filter((item) => item !== size));
                    // The delete button disappears with its chip: keep the focus on the page.
                    restoreRef.current?.focus();
                  }}
                />
              }
            >
              Free delivery
            </Chip>
          )}
        </Box>
      ))}
      <Button
        ref={restoreRef}
        size="sm"
        variant="plain"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setShown([...sizes])}
      >
        Restore removed chips
      </Button>
    </Box>
  );
}
