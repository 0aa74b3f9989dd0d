import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const fruits = ['Apricot', 'Fig', 'Mango', 'Quince'];

export default function SelectListboxLook() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      {/* Open each: the first list is soft success like its button. */}
      <Select variant="soft" color="success" defaultValue="Fig" aria-label="Fruit, soft success">
        {fruits.map((fruit) => (
          <Option key={fruit} value={fruit}>
            {fruit}
          </Option>
        ))}
      </Select>
      {/* The second keeps a neutral outlined list under a solid button. */}
      <Select
        variant="solid"
        color="primary"
        defaultValue="Mango"
        aria-label="Fruit, solid primary with a neutral list"
        slotProps={{ listbox: { variant: 'outlined', color: 'neutral' } }}
      >
        {fruits.map((fruit) => (
          <Option key={fruit} value={fruit}>
            {fruit}
          </Option>
        ))}
      </Select>
    </Stack>
  );
}
