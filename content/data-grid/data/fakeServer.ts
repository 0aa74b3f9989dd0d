/**
 * A pretend API for the server-side demos: it filters, sorts and pages the generated orders after a
 * short delay, the way a real endpoint would. Nothing leaves the browser.
 */
import type { GridFilterItem, GridFilterModel, GridSortModel } from '@mui/x-data-grid';
import { generateOrders, type Order } from './generate';

export const table = generateOrders(2000, 40);

export interface OrderQuery {
  filterModel: GridFilterModel;
  sortModel: GridSortModel;
  page: number;
  pageSize: number;
}

// Every operator the grid's filter panel offers for string and number columns, so no choice in a
// demo's panel is silently treated as another one.
function matchesItem(row: object, item: GridFilterItem): boolean {
  const raw = (row as Record<string, unknown>)[item.field];
  if (item.operator === 'isEmpty') return raw === null || raw === undefined || raw === '';
  if (item.operator === 'isNotEmpty') return !(raw === null || raw === undefined || raw === '');
  if (item.operator === 'isAnyOf') {
    const options = Array.isArray(item.value) ? item.value : [];
    return (
      options.length === 0 ||
      options.some((option) => String(option).toLowerCase() === String(raw).toLowerCase())
    );
  }
  if (typeof raw === 'number') {
    const value = Number(item.value);
    switch (item.operator) {
      case '=':
        return raw === value;
      case '!=':
        return raw !== value;
      case '>':
        return raw > value;
      case '>=':
        return raw >= value;
      case '<':
        return raw < value;
      case '<=':
        return raw <= value;
      default:
        return true;
    }
  }
  const cell = String(raw).toLowerCase();
  const value = String(item.value).trim().toLowerCase();
  switch (item.operator) {
    case 'equals':
    case 'is':
      return cell === value;
    case 'doesNotEqual':
    case 'not':
      return cell !== value;
    case 'startsWith':
      return cell.startsWith(value);
    case 'endsWith':
      return cell.endsWith(value);
    case 'doesNotContain':
      return !cell.includes(value);
    case 'contains':
    default:
      return cell.includes(value);
  }
}

const NO_VALUE_OPERATORS = ['isEmpty', 'isNotEmpty'];

/**
 * Whether a row passes the items of a filter model (not its quick filter), with the operators of the
 * grid's string and number columns. `field` maps a column's field to a key of the row, for columns
 * such as a grouping column whose field isn't a key of the row.
 */
export function matchesFilterItems(
  row: object,
  filterModel: GridFilterModel,
  field: (columnField: string) => string = (columnField) => columnField,
): boolean {
  // Items still waiting for a value don't filter, as in the grid itself.
  const items = filterModel.items.filter(
    (item) =>
      NO_VALUE_OPERATORS.includes(item.operator) ||
      (item.value !== undefined && item.value !== '' && item.value !== null),
  );
  const itemResults = items.map((item) => matchesItem(row, { ...item, field: field(item.field) }));
  return (
    items.length === 0 ||
    (filterModel.logicOperator === 'or' ? itemResults.some(Boolean) : itemResults.every(Boolean))
  );
}

/** Whether an order passes a filter model: its items and its quick filter. */
export function matches(order: Order, filterModel: GridFilterModel): boolean {
  const itemOk = matchesFilterItems(order, filterModel);
  const search = (filterModel.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
  const text =
    `${order.orderNumber} ${order.customer} ${order.product} ${order.country}`.toLowerCase();
  const searchResults = search.map((word) => text.includes(word));
  const searchOk =
    filterModel.quickFilterLogicOperator === 'or'
      ? searchResults.length === 0 || searchResults.some(Boolean)
      : searchResults.every(Boolean);
  return itemOk && searchOk;
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
