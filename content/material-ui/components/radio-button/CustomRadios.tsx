import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';

// A square, filled radio drawn with CSS only: the icons are plain spans.
const SquareIcon = styled('span')(({ theme }) => ({
  width: 18,
  height: 18,
  borderRadius: 4,
  border: `2px solid ${(theme.vars ?? theme).palette.text.secondary}`,
  '.Mui-focusVisible &': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
}));

const CheckedBox = styled(SquareIcon)(({ theme }) => ({
  borderColor: (theme.vars ?? theme).palette.primary.main,
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  boxShadow: `inset 0 0 0 3px ${(theme.vars ?? theme).palette.background.paper}`,
}));

export default function CustomRadios() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
      <FormControl>
        <FormLabel id="custom-radios-size">Text size</FormLabel>
        <RadioGroup aria-labelledby="custom-radios-size" defaultValue="medium" name="text-size">
          <FormControlLabel value="small" control={<Radio size="small" />} label="Small" />
          <FormControlLabel value="medium" control={<Radio />} label="Medium" />
          <FormControlLabel
            value="large"
            control={<Radio sx={{ '& .MuiSvgIcon-root': { fontSize: 28 } }} />}
            label="Large"
          />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="custom-radios-status">Status</FormLabel>
        <RadioGroup aria-labelledby="custom-radios-status" defaultValue="done" name="status">
          <FormControlLabel value="todo" control={<Radio color="secondary" />} label="To do" />
          <FormControlLabel
            value="done"
            control={
              <Radio
                color="success"
                icon={<RadioButtonUncheckedIcon />}
                checkedIcon={<CheckCircleIcon />}
              />
            }
            label="Done"
          />
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id="custom-radios-layout">Layout</FormLabel>
        <RadioGroup aria-labelledby="custom-radios-layout" defaultValue="grid" name="layout">
          {['List', 'Grid', 'Board'].map((label) => (
            <FormControlLabel
              key={label}
              value={label.toLowerCase()}
              control={<Radio disableRipple icon={<SquareIcon />} checkedIcon={<CheckedBox />} />}
              label={label}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Stack>
  );
}
