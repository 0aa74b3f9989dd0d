/**
 * Data sources for the Pro and Premium grids' server-side data demos, backed by the pretend API in
 * fakeServer.ts. Each `getRows` answers after a short delay, like a network request would.
 */
import type { GridDataSource, GridGetRowsParams } from '@mui/x-data-grid-pro';
import { queryOrders, table } from './fakeServer';
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

/** Tree data on demand: each request returns the direct reports of the person in `groupKeys`. */
export const orgDataSource: GridDataSource = {
  getRows: ({ groupKeys = [] }: GridGetRowsParams) => {
    const depth = groupKeys.length;
    const rows = org
      .filter(
        (person) =>
          person.hierarchy.length === depth + 1 &&
          groupKeys.every((key, index) => person.hierarchy[index] === key),
      )
      .map((person) => ({
        ...person,
        reports: org.filter(
          (other) =>
            other.hierarchy.length === person.hierarchy.length + 1 &&
            other.hierarchy[person.hierarchy.length - 1] === person.name,
        ).length,
      }));
    return wait({ rows, rowCount: rows.length });
  },
  getGroupKey: (row) => row.name,
  getChildrenCount: (row) => row.reports,
};

/**
 * Server-side row grouping: for each level the server returns one row per group with its child
 * count; at the last level it returns the orders themselves.
 */
export const groupedOrdersDataSource: GridDataSource = {
  getRows: ({ groupKeys = [], groupFields = [] }: GridGetRowsParams) => {
    const inGroup = table.filter((order) =>
      groupKeys.every((key, index) => String(order[groupFields[index] as keyof Order]) === key),
    );
    const field = groupFields[groupKeys.length] as keyof Order | undefined;
    if (!field) {
      return wait({ rows: inGroup.slice(0, 200), rowCount: Math.min(inGroup.length, 200) });
    }
    const counts = new Map<string, number>();
    for (const order of inGroup) {
      const key = String(order[field]);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const rows = [...counts].map(([key, count]) => ({
      id: [...groupKeys, key].join('/'),
      group: key,
      [field]: key,
      descendantCount: Math.min(count, 200),
    }));
    return wait({ rows, rowCount: rows.length });
  },
  getGroupKey: (row) => row.group,
  getChildrenCount: (row) => row.descendantCount ?? 0,
};
