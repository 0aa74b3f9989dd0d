import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

type Sort = 'relevance' | 'newest' | 'price-asc' | 'price-desc';

export default function SelectSortToolbar() {
  const [sort, setSort] = React.useState<Sort>('relevance');
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        flexWrap: 'wrap',
        width: '100%',
        maxWidth: 520,
        borderBottom: '1px solid',
        borderColor: 'divider',
        pb: 1,
      }}
    >
      <Typography level="body-sm" textColor="text.secondary">
        84 tents
      </Typography>
      <FormControl orientation="horizontal" size="sm" sx={{ alignItems: 'center', gap: 1 }}>
        <FormLabel sx={{ m: 0 }}>Sort by</FormLabel>
        <Select<Sort>
          variant="plain"
          value={sort}
          onChange={(_event, value) => value && setSort(value)}
          slotProps={{ listbox: { placement: 'bottom-end', sx: { minWidth: 180 } } }}
          sx={{ fontWeight: 'lg' }}
        >
          <Option value="relevance">Relevance</Option>
          <Option value="newest">Newest</Option>
          <Option value="price-asc">Price, low to high</Option>
          <Option value="price-desc">Price, high to low</Option>
        </Select>
      </FormControl>
    </Box>
  );
}
