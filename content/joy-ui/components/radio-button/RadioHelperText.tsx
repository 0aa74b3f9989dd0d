import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const visibilities = [
  { value: 'private', label: 'Private', help: 'Only you and the people you invite.' },
  { value: 'team', label: 'Team', help: 'Everyone in the Design team can view and comment.' },
  { value: 'public', label: 'Public', help: 'Anyone with the link, no sign-in needed.' },
];

export default function RadioHelperText() {
  return (
    <div>
      <FormLabel id="visibility-label" sx={{ mb: 1 }}>
        Board visibility
      </FormLabel>
      <RadioGroup aria-labelledby="visibility-label" defaultValue="team" sx={{ gap: 1.5 }}>
        {visibilities.map((item) => (
          // One FormControl per option: its helper text describes that radio.
          <FormControl key={item.value}>
            <Radio value={item.value} label={item.label} />
            <FormHelperText
              sx={{ marginInlineStart: 'calc(var(--Radio-size) + var(--Radio-gap))' }}
            >
              {item.help}
            </FormHelperText>
          </FormControl>
        ))}
      </RadioGroup>
    </div>
  );
}
