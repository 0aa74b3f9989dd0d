import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// Approach 3: a reusable component with its own styles.
const PillButton = styled(Button)(({ theme }) => ({
  '--Button-radius': '999px',
  paddingInline: theme.spacing(2.5),
  letterSpacing: '0.02em',
}));

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', flex: 1, minWidth: 200 }}>
      <Typography level="title-sm" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{children}</Box>
    </Sheet>
  );
}

export default function CustomizationApproaches() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Panel title="1 · sx on one instance">
        <Button sx={{ fontWeight: 'xl', boxShadow: 'sm' }}>Emphasised</Button>
        <Button variant="outlined">Default</Button>
      </Panel>
      <Panel title="2 · CSS variable on a parent">
        <Box sx={{ display: 'flex', gap: 1, '--Button-radius': '4px' }}>
          <Button>Square</Button>
          <Button variant="soft">Corners</Button>
        </Box>
      </Panel>
      <Panel title="3 · styled component">
        <PillButton>Pill</PillButton>
        <PillButton variant="soft" color="neutral">
          Pill
        </PillButton>
      </Panel>
    </Box>
  );
}
