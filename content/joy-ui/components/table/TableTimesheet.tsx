import * as React from 'react';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'] as const;
const dayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const projects = ['Harbour bridge survey', 'Tram depot roof', 'Admin'];

export default function TableTimesheet() {
  const [hours, setHours] = React.useState<number[][]>([
    [4, 6, 0, 3, 2],
    [3, 2, 7, 4, 5],
    [1, 0, 1, 1, 1],
  ]);
  const update = (row: number, col: number, value: string) => {
    const parsed = Number(value);
    setHours((current) =>
      current.map((cells, r) =>
        r === row
          ? cells.map((cell, c) => (c === col ? (Number.isFinite(parsed) ? parsed : 0) : cell))
          : cells,
      ),
    );
  };
  const dayTotal = (col: number) => hours.reduce((sum, cells) => sum + (cells[col] ?? 0), 0);
  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto', maxWidth: '100%' }}>
      <Table
        aria-label="Timesheet, week 48"
        size="sm"
        borderAxis="bothBetween"
        sx={{
          minWidth: 560,
          '& th:first-of-type': { width: 200 },
          '& td': { textAlign: 'end', paddingBlock: 0.5 },
        }}
      >
        <thead>
          <tr>
            <th scope="col">Project</th>
            {days.map((day, i) => (
              <th key={day} scope="col" style={{ textAlign: 'end' }}>
                <abbr title={dayNames[i]}>{day}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {projects.map((project, row) => (
            <tr key={project}>
              <th scope="row">{project}</th>
              {days.map((day, col) => (
                <td key={day}>
                  <Input
                    size="sm"
                    variant="plain"
                    type="number"
                    value={hours[row]?.[col] ?? 0}
                    onChange={(event) => update(row, col, event.target.value)}
                    slotProps={{
                      input: {
                        min: 0,
                        max: 24,
                        step: 0.5,
                        'aria-label': `${project}, ${dayNames[col]}, hours`,
                        style: { textAlign: 'end' },
                      },
                    }}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {days.map((day, col) => (
              <td key={day}>{dayTotal(col)} h</td>
            ))}
          </tr>
        </tfoot>
      </Table>
    </Sheet>
  );
}
