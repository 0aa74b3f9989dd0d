/**
 * What a data grid shows before it mounts. MUI X 7.22.3's grid renders nothing until its root has
 * mounted in the browser (GridRoot.js: `if (!mountedState) return null`), then lays out its rows
 * from measured sizes; src/node/astro/gridFirstView.ts makes its root render this instead,
 * with the root's classes and inline style.
 *
 * On the server it draws the grid's first view as a static table (./firstViewModel.ts): the
 * header, the first rows of the page and the footer's row range, at the grid's row heights and
 * column widths, so a visitor reads the rows before any script runs and the live grid takes the
 * same box. In the browser it renders the same element with no children of its own: React keeps
 * the server's content while it hydrates (an element with `dangerouslySetInnerHTML` is not
 * hydrated inside), and the grid's own root replaces it as soon as it has mounted, before the
 * browser paints again.
 */
import type * as React from 'react';
import type { GridApiCommon } from '@mui/x-data-grid';
import { FIRST_VIEW_ATTRIBUTE } from './firstViewAttribute';
import {
  firstViewModel,
  type FirstView,
  type FirstViewColumn,
  type FirstViewProps,
} from './firstViewModel';
import firstViewCss from './gridFirstView.css?raw';

/**
 * Its stylesheet, written with it on the server: only pages that draw a grid carry it, and the
 * build's style hoisting (src/node/postbuild/hoistStyles.ts) puts one copy per page in the head.
 */
const stylesheet = () =>
  firstViewCss
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();

interface GridFirstViewProps {
  apiRef: React.RefObject<GridApiCommon>;
  rootProps: FirstViewProps;
  /** The grid root's classes (`MuiDataGrid-root`, density, autoHeight…) and inline style. */
  className: string;
  style: React.CSSProperties | undefined;
}

const ALIGN: Record<FirstViewColumn['align'], string | undefined> = {
  left: undefined,
  center: 'gfv-center',
  right: 'gfv-end',
};

/** A column's track: its width, or a share of the free space no narrower than its minimum. */
const track = (column: FirstViewColumn) =>
  column.flex ? `minmax(${column.width}px,${column.flex}fr)` : `${column.width}px`;

function FirstViewTable({ view }: { view: FirstView }) {
  return (
    <>
      <div
        className="gfv-table"
        role="table"
        // One tab stop, as the live grid has: focusing it starts the grid (src/demo/demoDirective.ts).
        tabIndex={0}
        aria-rowcount={view.pageRowCount + 1}
        aria-colcount={view.columns.length}
      >
        <div className="gfv-head" role="rowgroup">
          <div className="gfv-row" role="row">
            {view.columns.map((column) =>
              column.header ? (
                <div key={column.field} role="columnheader" className={ALIGN[column.headerAlign]}>
                  {column.header}
                </div>
              ) : (
                <div key={column.field} role="columnheader" aria-hidden="true" />
              ),
            )}
          </div>
        </div>
        <div
          className="gfv-body"
          role="rowgroup"
          style={view.autoBodyHeight === undefined ? undefined : { height: view.autoBodyHeight }}
        >
          {view.rows.map((cells, row) => (
            <div key={row} className="gfv-row" role="row">
              {cells.map((text, index) => (
                <div key={index} role="cell" className={ALIGN[view.columns[index]!.align]}>
                  {text}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
      {view.footer === null ? null : <div className="gfv-footer">{view.footer}</div>}
    </>
  );
}

function ServerFirstView({ apiRef, rootProps, className, style }: GridFirstViewProps) {
  let view: FirstView | undefined;
  try {
    view = firstViewModel(apiRef, rootProps);
  } catch (error) {
    // The grid's box stays, empty, as before first views: the live grid fills it when it mounts.
    console.warn('A data grid first view could not be drawn:', error);
  }
  const sizes = view && {
    '--gfv-columns': view.columns.map(track).join(' '),
    '--gfv-row': `${view.rowHeight}px`,
    '--gfv-header': `${view.headerHeight}px`,
  };
  return (
    <div
      className={`${className} grid-first-view`}
      style={{ ...style, ...sizes } as React.CSSProperties}
      {...{ [FIRST_VIEW_ATTRIBUTE]: '' }}
    >
      <style dangerouslySetInnerHTML={{ __html: stylesheet() }} />
      {view ? <FirstViewTable view={view} /> : null}
    </div>
  );
}

export function GridFirstView(props: GridFirstViewProps) {
  if (import.meta.env.SSR) return <ServerFirstView {...props} />;
  return (
    <div
      className={`${props.className} grid-first-view`}
      style={props.style}
      {...{ [FIRST_VIEW_ATTRIBUTE]: '' }}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
