import './data/license';
import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import type { TeamMember } from './data/generate';
import { orgDataSource } from './data/dataSources';
import { useGridName } from './data/gridName';

const columns: GridColDef<TeamMember & { reports: number }>[] = [
  { field: 'role', headerName: 'Role', width: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'reports', headerName: 'Direct reports', type: 'number', width: 130 },
];

type Failure = { message: string; parentId: GridRowId | undefined };

export default function ServerSideTreeDataErrors() {
  const apiRef = useGridApiRef();
  const gridRef = useGridName('Organisation chart, loaded one level at a time');
  const [failing, setFailing] = React.useState(true);
  const [failure, setFailure] = React.useState<Failure | null>(null);
  // Read by getRows at call time, so the data source itself never changes.
  const failingRef = React.useRef(failing);
  React.useEffect(() => {
    failingRef.current = failing;
  }, [failing]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      ...orgDataSource,
      // The top level always loads; the children fail while the switch is on.
      getRows: (params) =>
        failingRef.current && params.groupKeys && params.groupKeys.length > 0
          ? Promise.reject(new Error(`The reports of ${params.groupKeys.at(-1)} didn't load.`))
          : orgDataSource.getRows(params),
    }),
    [],
  );

  const retry = () => {
    if (failure?.parentId !== undefined) {
      // Fetches that group's children again and expands it when they arrive.
      apiRef.current.unstable_dataSource.fetchRows(failure.parentId);
    }
    setFailure(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={failing} onChange={(event) => setFailing(event.target.checked)} />
        }
        label="Make requests for a person's reports fail"
      />
      {failure ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {failure.message}
        </Alert>
      ) : null}
      <Box sx={{ height: 360 }}>
        <DataGridPro
          ref={gridRef}
          apiRef={apiRef}
          treeData
          columns={columns}
          unstable_dataSource={dataSource}
          unstable_dataSourceCache={null}
          unstable_onDataSourceError={(error, params) => {
            // The group is the last key of the path; names are unique in this chart.
            const name = params.groupKeys?.at(-1);
            const parentId = apiRef.current
              .getAllRowIds()
              .find((id) => apiRef.current.getRow(id)?.name === name);
            setFailure({ message: error.message, parentId });
          }}
          groupingColDef={{ headerName: 'Person', width: 300 }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
