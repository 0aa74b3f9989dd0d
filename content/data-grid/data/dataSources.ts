/**
 * Data sources for the Pro and Premium grids' server-side data demos, backed by the pretend API in
 * fakeServer.ts. Each `getRows` answers after a short delay, like a network request would.
 */
import {
  GRID_TREE_DATA_GROUPING_FIELD,
  type GridDataSource,
  type GridGetRowsParams,
  type GridSortModel,
} from '@mui/x-data-grid-pro';
import { matches, matchesFilterItems, queryOrders, table } from './fakeServer';
import { generateOrgChart, type Order } from './generate';

function wait<T>(value: T, ms = 350): Promise<T> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(value), ms);
  });
}

/** A data source for the Pro grid: the same pretend API behind `getRows`. */
export const ordersDataSource: GridDataSource = {
  getRows: async ({ filterModel, sortModel, paginationModel }: GridGetRowsParams) => {
    const { rows, rowCount } = await queryOrders({
      filterModel,
      sortModel,
      page: paginationModel.page,
      pageSize: paginationModel.pageSize,
    });
    return { rows, rowCount };
  },
};

const org = generateOrgChart(5, 41);
type Person = (typeof org)[number];

/** Sorts rows by the first item of a sort model, after mapping its field to a key of the row. */
function sortBy<T extends object>(
  rows: T[],
  sortModel: GridSortModel,
  field: (columnField: string) => string,
): T[] {
  const [item] = sortModel;
  if (!item?.sort) return rows;
  const key = field(item.field);
  const direction = item.sort === 'asc' ? 1 : -1;
  const value = (row: T) => (row as Record<string, unknown>)[key] as string | number;
  return [...rows].sort((a, b) =>
    value(a) > value(b) ? direction : value(a) < value(b) ? -direction : 0,
  );
}

const directReports = (person: Person) =>
  org.filter(
    (other) =>
      other.hierarchy.length === person.hierarchy.length + 1 &&
      other.hierarchy[person.hierarchy.length - 1] === person.name,
  ).length;

/**
 * Tree data on demand: each request returns the direct reports of the person in `groupKeys`.
 * Like the grid's own tree filtering, a person is returned when they or anyone below them passes
 * the filters (a filter on the Person column filters on the name); the rows are sorted among
 * their siblings.
 */
export const orgDataSource: GridDataSource = {
  getRows: ({ groupKeys = [], filterModel, sortModel }: GridGetRowsParams) => {
    const field = (columnField: string) =>
      columnField === GRID_TREE_DATA_GROUPING_FIELD ? 'name' : columnField;
    const withReports = org.map((person) => ({ ...person, reports: directReports(person) }));
    const passing = withReports.filter((person) => matchesFilterItems(person, filterModel, field));
    const isShown = (person: Person) =>
      passing.some((other) =>
        person.hierarchy.every((name, index) => other.hierarchy[index] === name),
      );
    const depth = groupKeys.length;
    const childrenOf = (person: Person) =>
      withReports.filter(
        (other) =>
          other.hierarchy.length === person.hierarchy.length + 1 &&
          other.hierarchy[person.hierarchy.length - 1] === person.name &&
          isShown(other),
      ).length;
    const rows = withReports
      .filter(
        (person) =>
          person.hierarchy.length === depth + 1 &&
          groupKeys.every((key, index) => person.hierarchy[index] === key) &&
          isShown(person),
      )
      .map((person) => ({ ...person, shownReports: childrenOf(person) }));
    const sorted = sortBy(rows, sortModel, field);
    return wait({ rows: sorted, rowCount: sorted.length });
  },
  getGroupKey: (row) => row.name,
  // The reports this answer will return, so a person whose team is filtered out has no toggle.
  getChildrenCount: (row) => row.shownReports,
};

// The field of the Premium grid's single grouping column (`GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD`)
// and the prefix of the columns of `rowGroupingColumnMode="multiple"`, written out so that this file,
// shared with the Pro demos, doesn't import the Premium package.
const SINGLE_GROUPING_FIELD = '__row_group_by_columns_group__';
const GROUPING_FIELD_PREFIX = '__row_group_by_columns_group_';

/**
 * Server-side row grouping: for each level the server returns one row per group with its child
 * count; at the last level it returns the orders themselves. The orders are filtered first, so the
 * groups and their counts follow the filters. A sort on a grouping column sorts the groups by their
 * value; a filter on the single "Group" column filters on the outermost grouped field.
 */
export const groupedOrdersDataSource: GridDataSource = {
  getRows: ({ groupKeys = [], groupFields = [], filterModel, sortModel }: GridGetRowsParams) => {
    const level = groupFields[groupKeys.length] as keyof Order | undefined;
    const field = (columnField: string) => {
      if (columnField === SINGLE_GROUPING_FIELD) return level ?? groupFields[0] ?? columnField;
      if (columnField.startsWith(GROUPING_FIELD_PREFIX)) {
        return columnField.slice(GROUPING_FIELD_PREFIX.length, -2);
      }
      return columnField;
    };
    const filterField = (columnField: string) =>
      columnField === SINGLE_GROUPING_FIELD ? (groupFields[0] ?? columnField) : field(columnField);
    const inGroup = table.filter(
      (order) =>
        matches(order, { ...filterModel, items: [] }) &&
        matchesFilterItems(order, filterModel, filterField) &&
        groupKeys.every((key, index) => String(order[groupFields[index] as keyof Order]) === key),
    );
    if (!level) {
      const leaves = sortBy(inGroup, sortModel, field).slice(0, 200);
      return wait({ rows: leaves, rowCount: leaves.length });
    }
    const counts = new Map<string, number>();
    for (const order of inGroup) {
      const key = String(order[level]);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const groups = [...counts].map(([key, count]) => ({
      id: [...groupKeys, key].join('/'),
      group: key,
      [level]: key,
      descendantCount: Math.min(count, 200),
    }));
    // Only a sort on this level's field (or on a grouping column) orders the groups.
    const groupSort = sortModel.filter((item) => field(item.field) === level);
    const rows = sortBy(groups, groupSort, () => 'group');
    return wait({ rows, rowCount: rows.length });
  },
  getGroupKey: (row) => row.group,
  getChildrenCount: (row) => row.descendantCount ?? 0,
};
