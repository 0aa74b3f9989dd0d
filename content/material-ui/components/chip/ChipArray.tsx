import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const initialAllergens = ['Peanuts', 'Sesame', 'Shellfish', 'Gluten'];

export default function ChipArray() {
  const headingId = React.useId();
  const [allergens, setAllergens] = React.useState(initialAllergens);
  const [draft, setDraft] = React.useState('');
  const chipRefs = React.useRef(new Map<string, HTMLDivElement>());
  const inputRef = React.useRef<HTMLInputElement>(null);
  // What should receive focus once the list has re-rendered without the deleted chip.
  const [focusTarget, setFocusTarget] = React.useState<string | null>(null);

  React.useEffect(() => {
    if (focusTarget === null) return;
    const chip = chipRefs.current.get(focusTarget);
    (chip ?? inputRef.current)?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const remove = (index: number) => {
    const next = allergens[index + 1] ?? allergens[index - 1];
    setAllergens((current) => current.filter((_, position) => position !== index));
    // The next chip, else the previous one, else the field (an empty string matches no chip).
    setFocusTarget(next ?? '');
  };

  const add = () => {
    const name = draft.trim();
    if (name && !allergens.some((item) => item.toLowerCase() === name.toLowerCase())) {
      setAllergens((current) => [...current, name]);
    }
    setDraft('');
  };

  return (
    <Paper variant="outlined" sx={{ padding: 2, width: '100%', maxWidth: 420 }}>
      <Typography id={headingId} component="p" variant="subtitle2" sx={{ marginBottom: 1 }}>
        Allergens to leave out ({allergens.length})
      </Typography>
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {allergens.map((allergen, index) => (
          <li key={allergen}>
            <Chip
              ref={(node: HTMLDivElement | null) => {
                if (node) chipRefs.current.set(allergen, node);
                else chipRefs.current.delete(allergen);
              }}
              label={allergen}
              onDelete={() => remove(index)}
            />
          </li>
        ))}
      </Box>
      <TextField
        inputRef={inputRef}
        label="Add an allergen"
        helperText="Press Enter to add. On a chip, Backspace or Delete removes it."
        size="small"
        fullWidth
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        sx={{ marginTop: 2 }}
      />
    </Paper>
  );
}
