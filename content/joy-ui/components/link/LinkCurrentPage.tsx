import * as React from 'react';
import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';

const sections = ['Overview', 'Timetable', 'Fares', 'Accessibility', 'Contact'];

export default function LinkCurrentPage() {
  const [current, setCurrent] = React.useState('Fares');
  return (
    <Box
      component="nav"
      aria-label="Ferry information"
      sx={{
        display: 'flex',
        gap: 2.5,
        flexWrap: 'wrap',
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      {sections.map((section) => {
        const isCurrent = section === current;
        return (
          <Link
            key={section}
            href={`#link-current-${section.toLowerCase()}`}
            aria-current={isCurrent ? 'page' : undefined}
            underline="none"
            color={isCurrent ? 'primary' : 'neutral'}
            level="title-sm"
            onClick={(event) => {
              event.preventDefault();
              setCurrent(section);
            }}
            sx={{
              py: 1,
              borderBottom: '2px solid',
              borderColor: isCurrent ? 'primary.solidBg' : 'transparent',
              marginBottom: '-1px',
              '&:hover': { borderColor: isCurrent ? 'primary.solidBg' : 'neutral.outlinedBorder' },
            }}
          >
            {section}
          </Link>
        );
      })}
    </Box>
  );
}
