/**
 * A pretend API for the server-side demos: it filters, sorts and pages the generated orders after a
 * short delay, the way a real endpoint would. Nothing leaves the browser.
 */
import type { GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import { generateOrders, type Order } from './generate';

export const table = generateOrders(2000, 40);

export interface OrderQuery {
  filterModel: GridFilterModel;
  sortModel: GridSortModel;
  page: number;
  pageSize: number;
}

function matches(order: Order, filterModel: GridFilterModel): boolean {
  const items = filterModel.items.filter((item) => item.value !== undefined && item.value !== '');
  const search = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const itemOk = items.every((item) => {
    const cell = String(order[item.field as keyof Order]).toLowerCase();
    const value = String(item.value).toLowerCase();
    if (item.operator === 'equals' || item.operator === 'is') return cell === value;
    if (item.operator === 'startsWith') return cell.startsWith(value);
    return cell.includes(value);
  });
  const text =
    `${order.orderNumber} ${order.customer} ${order.product} ${order.country}`.toLowerCase();
  return itemOk && search.every((word) => text.includes(word));
}

export function queryOrders(query: OrderQuery): Promise<{ rows: Order[]; rowCount: number }> {
  let result = table.filter((order) => matches(order, query.filterModel));
  const [sort] = query.sortModel;
  if (sort?.sort) {
    const key = sort.field as keyof Order;
    const direction = sort.sort === 'asc' ? 1 : -1;
    const value = (order: Order): string | number => {
      const cell = order[key];
      return cell instanceof Date ? cell.getTime() : cell;
    };
    result = [...result].sort((a, b) =>
      value(a) > value(b) ? direction : value(a) < value(b) ? -direction : 0,
    );
  }
  const start = query.page * query.pageSize;
  return new Promise((resolve) => {
    setTimeout(
      () => resolve({ rows: result.slice(start, start + query.pageSize), rowCount: result.length }),
      350,
    );
  });
}
