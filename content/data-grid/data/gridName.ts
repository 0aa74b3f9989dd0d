import * as React from 'react';

/**
 * Gives a data grid an accessible name that screen readers announce.
 *
 * In @mui/x-data-grid 7.22.3 the grid's own `aria-label` and `aria-labelledby` props end up on its
 * outer `<div class="MuiDataGrid-root">`, which has no role, while the element with `role="grid"`
 * (`"treegrid"` with tree data) sits one level inside and stays unnamed (mui/mui-x#13522).
 * Pass the returned callback to the grid's `ref`: once the grid has mounted, it puts the name on the
 * element that has the role. React leaves that attribute alone on later renders.
 *
 * @param name The label text, or the `id` of a visible element that labels the grid.
 * @param attribute `'aria-label'` (default) for a text, `'aria-labelledby'` for an id.
 */
export function useGridName(
  name: string,
  attribute: 'aria-label' | 'aria-labelledby' = 'aria-label',
) {
  return React.useCallback(
    (root: HTMLDivElement | null) => {
      root?.querySelector('[role="grid"], [role="treegrid"]')?.setAttribute(attribute, name);
    },
    [name, attribute],
  );
}
