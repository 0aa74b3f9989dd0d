import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  type GetApplyQuickFilterFn,
  type GridColDef,
} from '@mui/x-data-grid';
import { useGridName } from './data/gridName';

interface Supplier {
  id: number;
  name: string;
  phone: string;
  tags: string[];
}

const suppliers: Supplier[] = [
  { id: 1, name: 'Kaffa Imports', phone: '+351 912 345 678', tags: ['coffee', 'organic'] },
  { id: 2, name: 'Leafline Teas', phone: '+44 20 7946 0321', tags: ['tea', 'fair trade'] },
  { id: 3, name: 'Brasa Roasters', phone: '+55 11 3456-7890', tags: ['coffee', 'roasting'] },
  { id: 4, name: 'Nordic Kettles', phone: '+46 8 123 456 00', tags: ['equipment'] },
  { id: 5, name: 'Matcha Works', phone: '+81 3-1234-5678', tags: ['tea', 'organic'] },
];

const digits = (text: string) => text.replace(/\D/g, '');

// Digits only, so spaces, dashes and the plus sign don't matter.
const matchPhone: GetApplyQuickFilterFn<Supplier, string> = (word) => {
  const wanted = digits(String(word));
  if (wanted.length < 3) return null;
  return (value) => digits(value ?? '').includes(wanted);
};

// A tag matches when it starts with the word.
const matchTags: GetApplyQuickFilterFn<Supplier, string[]> = (word) => {
  const wanted = String(word).toLowerCase();
  return (value) => (value ?? []).some((tag) => tag.toLowerCase().startsWith(wanted));
};

const columns: GridColDef<Supplier>[] = [
  { field: 'name', headerName: 'Supplier', width: 170 },
  { field: 'phone', headerName: 'Phone', width: 180, getApplyQuickFilterFn: matchPhone },
  {
    field: 'tags',
    headerName: 'Tags',
    width: 200,
    valueFormatter: (value: string[]) => value.join(', '),
    getApplyQuickFilterFn: matchTags,
  },
];

function SearchToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

export default function QuickFilterCustomMatch() {
  const gridRef = useGridName('Suppliers, searchable by phone digits and tags');
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        ref={gridRef}
        rows={suppliers}
        columns={columns}
        slots={{ toolbar: SearchToolbar }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['351912'] } } }}
        hideFooter
      />
    </Box>
  );
}
