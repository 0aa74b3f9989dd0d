import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';

const filters: Record<string, string[]> = {
  Difficulty: ['Easy', 'Moderate', 'Hard'],
  Length: ['Under 5 km', '5–10 km', 'Over 10 km'],
  Features: ['Waterfall', 'Viewpoint', 'Dog friendly', 'Café at the end'],
};

export default function AccordionFilters() {
  const [chosen, setChosen] = React.useState<Record<string, string[]>>({ Features: ['Viewpoint'] });
  const toggle = (group: string, option: string, on: boolean) =>
    setChosen((current) => {
      const list = current[group] ?? [];
      return {
        ...current,
        [group]: on ? [...list, option] : list.filter((item) => item !== option),
      };
    });
  return (
    <AccordionGroup size="sm" sx={{ maxWidth: 300 }}>
      {Object.entries(filters).map(([group, options]) => {
        const count = chosen[group]?.length ?? 0;
        return (
          <Accordion key={group} defaultExpanded={group === 'Features'}>
            <AccordionSummary>
              {group}
              {count > 0 && (
                <Chip
                  component="span"
                  size="sm"
                  variant="soft"
                  color="primary"
                  sx={{ marginInlineStart: 'auto', marginInlineEnd: 1 }}
                >
                  {count}
                  <span
                    style={{
                      position: 'absolute',
                      width: 1,
                      height: 1,
                      overflow: 'hidden',
                      clipPath: 'inset(50%)',
                    }}
                  >
                    {' '}
                    selected
                  </span>
                </Chip>
              )}
            </AccordionSummary>
            <AccordionDetails>
              <Stack spacing={1} role="group" aria-label={group}>
                {options.map((option) => (
                  <Checkbox
                    key={option}
                    size="sm"
                    label={option}
                    checked={chosen[group]?.includes(option) ?? false}
                    onChange={(event) => toggle(group, option, event.target.checked)}
                  />
                ))}
              </Stack>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </AccordionGroup>
  );
}
