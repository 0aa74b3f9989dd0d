import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select, { type SelectStaticProps } from '@mui/joy/Select';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function SelectClearable() {
  const [sort, setSort] = React.useState<string | null>('newest');
  const action: SelectStaticProps['action'] = React.useRef(null);
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Sort by</FormLabel>
      <Select
        action={action}
        value={sort}
        placeholder="Relevance"
        onChange={(_event, value) => setSort(value)}
        {...(sort !== null && {
          // Swap the arrow for a clear button while there is a value.
          endDecorator: (
            <IconButton
              size="sm"
              variant="plain"
              color="neutral"
              aria-label="Clear sort order"
              onClick={() => {
                setSort(null);
                action.current?.focusVisible();
              }}
            >
              <CloseRounded />
            </IconButton>
          ),
          indicator: null,
        })}
      >
        <Option value="newest">Newest first</Option>
        <Option value="price-asc">Price, low to high</Option>
        <Option value="price-desc">Price, high to low</Option>
      </Select>
    </FormControl>
  );
}
