export const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** Revenue per month, in thousands of euros: this year and last year. */
export const revenue = {
  thisYear: [42, 47, 51, 49, 58, 63, 61, 70, 74, 79, 86, 91],
  lastYear: [35, 38, 41, 43, 44, 48, 50, 53, 55, 58, 62, 66],
};

export const stats = [
  { label: 'Revenue (Dec)', value: '€91,200', change: 5.8 },
  { label: 'Orders', value: '1,284', change: 3.1 },
  { label: 'New customers', value: '312', change: -2.4 },
  { label: 'Refund rate', value: '1.2%', change: -0.3 },
];

export type OrderStatus = 'Paid' | 'Shipped' | 'Refunded' | 'Pending';

export const orders: {
  id: string;
  customer: string;
  date: string;
  items: number;
  total: number;
  status: OrderStatus;
}[] = [
  {
    id: 'SO-4821',
    customer: 'Hannah Weber',
    date: '14 Dec',
    items: 3,
    total: 128.4,
    status: 'Paid',
  },
  {
    id: 'SO-4820',
    customer: 'Kofi Mensah',
    date: '14 Dec',
    items: 1,
    total: 42,
    status: 'Pending',
  },
  {
    id: 'SO-4819',
    customer: 'Yuki Tanaka',
    date: '13 Dec',
    items: 5,
    total: 311.75,
    status: 'Shipped',
  },
  {
    id: 'SO-4818',
    customer: 'Olivia Martins',
    date: '13 Dec',
    items: 2,
    total: 86.9,
    status: 'Refunded',
  },
  {
    id: 'SO-4817',
    customer: 'Rafael Costa',
    date: '12 Dec',
    items: 4,
    total: 204.1,
    status: 'Shipped',
  },
  {
    id: 'SO-4816',
    customer: 'Amira Khalil',
    date: '12 Dec',
    items: 1,
    total: 19.5,
    status: 'Paid',
  },
];
