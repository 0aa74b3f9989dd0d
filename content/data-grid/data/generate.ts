/**
 * Seeded data for every Data Grid demo. The same seed always gives the same rows, so the server
 * and the browser render identical grids, and nothing is fetched: the data is made on the spot.
 * Big sets stay cheap: `wideGrid` keeps each row as a bare `{ id }` and computes cell values from
 * the row and column numbers only when the grid asks for them.
 */
import type { GridColDef } from '@mui/x-data-grid';

/** A small, fast pseudo-random generator (mulberry32): returns numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function picker(random: () => number) {
  return {
    int: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!,
    chance: (probability: number) => random() < probability,
  };
}

export const FIRST_NAMES = [
  'Amara',
  'Lukas',
  'Sofía',
  'Hiroshi',
  'Noor',
  'Ethan',
  'Priya',
  'Mateus',
  'Ines',
  'Jonas',
  'Mei',
  'Kwame',
  'Elena',
  'Tomás',
  'Aiko',
  'Farah',
  'Oskar',
  'Lina',
  'Dev',
  'Chloé',
  'Yusuf',
  'Maja',
  'Rafael',
  'Zainab',
  'Henrik',
  'Ana',
  'Kofi',
  'Leila',
  'Marco',
  'Sunita',
] as const;

export const LAST_NAMES = [
  'Okafor',
  'Becker',
  'Herrera',
  'Tanaka',
  'Haddad',
  'Walsh',
  'Raman',
  'Costa',
  'Silva',
  'Novak',
  'Chen',
  'Mensah',
  'Rossi',
  'Ortega',
  'Sato',
  'Aziz',
  'Berg',
  'Patel',
  'Martin',
  'Dubois',
  'Kowalski',
  'Lindqvist',
  'Nakamura',
  'Adeyemi',
  'Moreau',
  'Fischer',
  'Santos',
  'Kim',
] as const;

export const DEPARTMENTS = [
  'Engineering',
  'Design',
  'Sales',
  'Support',
  'Finance',
  'Marketing',
] as const;

const ROLES: Record<(typeof DEPARTMENTS)[number], readonly string[]> = {
  Engineering: [
    'Backend engineer',
    'Frontend engineer',
    'Site reliability engineer',
    'Engineering manager',
  ],
  Design: ['Product designer', 'UX researcher', 'Design lead'],
  Sales: ['Account executive', 'Sales engineer', 'Sales manager'],
  Support: ['Support specialist', 'Support lead'],
  Finance: ['Accountant', 'Financial analyst', 'Controller'],
  Marketing: ['Content strategist', 'Growth marketer', 'Brand manager'],
};

export const COUNTRIES = [
  { country: 'Germany', city: 'Berlin', region: 'Europe' },
  { country: 'France', city: 'Lyon', region: 'Europe' },
  { country: 'Spain', city: 'Valencia', region: 'Europe' },
  { country: 'Japan', city: 'Osaka', region: 'Asia' },
  { country: 'India', city: 'Bengaluru', region: 'Asia' },
  { country: 'Nigeria', city: 'Lagos', region: 'Africa' },
  { country: 'Ghana', city: 'Accra', region: 'Africa' },
  { country: 'Brazil', city: 'São Paulo', region: 'Americas' },
  { country: 'Canada', city: 'Toronto', region: 'Americas' },
  { country: 'United States', city: 'Denver', region: 'Americas' },
] as const;

/** Days after 1 January 2024, as a local date (no time of day, so every time zone agrees). */
export function dayOf2024(day: number): Date {
  return new Date(2024, 0, 1 + day);
}

export interface Employee {
  id: number;
  name: string;
  email: string;
  department: (typeof DEPARTMENTS)[number];
  role: string;
  country: string;
  city: string;
  startDate: Date;
  salary: number;
  rating: number;
  remote: boolean;
}

export function generateEmployees(count: number, seed = 1): Employee[] {
  const { int, pick, chance } = picker(createRandom(seed));
  return Array.from({ length: count }, (_, index) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const department = pick(DEPARTMENTS);
    const place = pick(COUNTRIES);
    return {
      id: index + 1,
      name: `${first} ${last}`,
      email: `${first}.${last}${index + 1}@example.com`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
      department,
      role: pick(ROLES[department]),
      country: place.country,
      city: place.city,
      startDate: new Date(2014 + int(0, 10), int(0, 11), int(1, 28)),
      salary: int(42, 160) * 1000,
      rating: int(1, 5),
      remote: chance(0.45),
    };
  });
}

export const PRODUCTS = [
  { product: 'Espresso beans 1 kg', category: 'Coffee', price: 24 },
  { product: 'Decaf blend 500 g', category: 'Coffee', price: 14.5 },
  { product: 'Single-origin Ethiopia', category: 'Coffee', price: 18 },
  { product: 'Matcha powder', category: 'Tea', price: 21 },
  { product: 'Earl Grey loose leaf', category: 'Tea', price: 9.5 },
  { product: 'Rooibos vanilla', category: 'Tea', price: 8 },
  { product: 'Pour-over kettle', category: 'Equipment', price: 62 },
  { product: 'Burr grinder', category: 'Equipment', price: 139 },
  { product: 'Glass carafe', category: 'Equipment', price: 29 },
  { product: 'Ceramic mug set', category: 'Tableware', price: 36 },
  { product: 'Travel tumbler', category: 'Tableware', price: 22 },
] as const;

export const ORDER_STATUSES = ['Pending', 'Paid', 'Shipped', 'Delivered', 'Refunded'] as const;

export interface Order {
  id: number;
  orderNumber: string;
  customer: string;
  product: string;
  category: string;
  region: string;
  country: string;
  quantity: number;
  unitPrice: number;
  total: number;
  status: (typeof ORDER_STATUSES)[number];
  placedAt: Date;
}

export function generateOrders(count: number, seed = 2): Order[] {
  const { int, pick } = picker(createRandom(seed));
  return Array.from({ length: count }, (_, index) => {
    const item = pick(PRODUCTS);
    const place = pick(COUNTRIES);
    const quantity = int(1, 12);
    return {
      id: index + 1,
      orderNumber: `ORD-${String(10400 + index)}`,
      customer: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      product: item.product,
      category: item.category,
      region: place.region,
      country: place.country,
      quantity,
      unitPrice: item.price,
      total: Math.round(quantity * item.price * 100) / 100,
      status: pick(ORDER_STATUSES),
      placedAt: dayOf2024(int(0, 330)),
    };
  });
}

export interface TeamMember {
  id: number;
  /** Names from the top of the organisation down to this person, for tree data. */
  hierarchy: string[];
  name: string;
  role: string;
  department: string;
  salary: number;
}

/** A small company: a CEO, department heads and their teams, each row carrying its path. */
export function generateOrgChart(teamSize = 4, seed = 3): TeamMember[] {
  const { int, pick } = picker(createRandom(seed));
  const rows: TeamMember[] = [];
  const person = () => `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
  const ceo = 'Amara Okafor';
  rows.push({
    id: 1,
    hierarchy: [ceo],
    name: ceo,
    role: 'Chief executive',
    department: 'Board',
    salary: 240000,
  });
  DEPARTMENTS.forEach((department, d) => {
    const head = `${FIRST_NAMES[(d * 7 + 3) % FIRST_NAMES.length]} ${LAST_NAMES[(d * 5 + 2) % LAST_NAMES.length]}`;
    rows.push({
      id: rows.length + 1,
      hierarchy: [ceo, head],
      name: head,
      role: `Head of ${department.toLowerCase()}`,
      department,
      salary: int(140, 190) * 1000,
    });
    for (let i = 0; i < teamSize; i += 1) {
      const name = `${person()} (${department.slice(0, 3)}-${i + 1})`;
      rows.push({
        id: rows.length + 1,
        hierarchy: [ceo, head, name],
        name,
        role: pick(ROLES[department]),
        department,
        salary: int(48, 130) * 1000,
      });
    }
  });
  return rows;
}

export interface WideRow {
  id: number;
}

const WIDE_KINDS = ['city', 'amount', 'date', 'units', 'code'] as const;

/** The value of cell (row, column) of `wideGrid`, computed from the two numbers alone. */
export function wideCell(rowId: number, column: number): string | number | Date {
  let hash = Math.imul(rowId ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(column + 1, 0xc2b2ae35);
  hash = Math.imul(hash ^ (hash >>> 16), 0x27d4eb2d);
  const value = (hash ^ (hash >>> 15)) >>> 0;
  switch (WIDE_KINDS[column % WIDE_KINDS.length]) {
    case 'city':
      return COUNTRIES[value % COUNTRIES.length]!.city;
    case 'amount':
      return (value % 1000000) / 100;
    case 'date':
      return dayOf2024(value % 366);
    case 'units':
      return value % 5000;
    default:
      return `${String.fromCharCode(65 + (value % 26))}${String.fromCharCode(65 + ((value >>> 5) % 26))}-${value % 10000}`;
  }
}

/**
 * `rowCount` rows × `columnCount` columns. Rows are `{ id }` only; each column's `valueGetter`
 * derives its cells, so 100,000 × 50 costs 100,000 tiny objects rather than five million values.
 */
export function wideGrid(rowCount: number, columnCount: number) {
  const rows: WideRow[] = Array.from({ length: rowCount }, (_, index) => ({ id: index + 1 }));
  const columns: GridColDef<WideRow>[] = [
    { field: 'id', headerName: 'Row', type: 'number', width: 90 },
    ...Array.from({ length: columnCount - 1 }, (_, index): GridColDef<WideRow> => {
      const kind = WIDE_KINDS[index % WIDE_KINDS.length];
      return {
        field: `c${index + 1}`,
        headerName: `${kind === 'code' ? 'Code' : kind![0]!.toUpperCase() + kind!.slice(1)} ${index + 1}`,
        width: 130,
        type:
          kind === 'amount' || kind === 'units' ? 'number' : kind === 'date' ? 'date' : 'string',
        valueGetter: (_value, row) => wideCell(row.id, index),
      };
    }),
  ];
  return { rows, columns };
}
