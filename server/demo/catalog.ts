import type { RoleName } from '../../contract/roles';
import type { SpeedClass } from '../../contract/constants';

/** The demo's hospitality data: a hotel kitchen, bar and housekeeping store. */

export const DEMO_CATEGORIES = [
  { name: 'Produce', description: 'Fresh fruit, vegetables and herbs', colour: [76, 175, 80] },
  { name: 'Dairy', description: 'Milk, cream, butter, cheese and eggs', colour: [255, 236, 179] },
  { name: 'Meat & Fish', description: 'Fresh meat, poultry and seafood', colour: [229, 57, 53] },
  { name: 'Dry Goods', description: 'Rice, flour, pasta, oils and spices', colour: [191, 144, 0] },
  { name: 'Beverages', description: 'Soft drinks, juices, wine and beer', colour: [30, 136, 229] },
  { name: 'Bakery', description: 'Bread, buns and pastry', colour: [141, 110, 99] },
  {
    name: 'Frozen',
    description: 'Frozen vegetables, desserts and pastry',
    colour: [128, 222, 234],
  },
  {
    name: 'Cleaning',
    description: 'Detergents, sanitisers and disposables',
    colour: [156, 39, 176],
  },
] as const;
export type DemoCategory = (typeof DEMO_CATEGORIES)[number]['name'];

export const DEMO_ITEM_AREAS = [
  { name: 'Walk-in Cooler', speedClass: 'Fast' },
  { name: 'Produce Cooler', speedClass: 'Fast' },
  { name: 'Bar Fridge', speedClass: 'Fast' },
  { name: 'Freezer', speedClass: 'Medium' },
  { name: 'Bakery Rack', speedClass: 'Medium' },
  { name: 'Dry Store', speedClass: 'Slow' },
  { name: 'Wine Cellar', speedClass: 'Slow' },
  { name: 'Chemical Store', speedClass: 'Slow' },
] as const satisfies readonly { name: string; speedClass: SpeedClass }[];
export type DemoItemArea = (typeof DEMO_ITEM_AREAS)[number]['name'];

export const DEMO_SUPPLIERS = [
  [
    'Green Valley Produce',
    'orders@greenvalley.example',
    '+44 20 7946 0011',
    '12 Market Row, London',
  ],
  [
    'Coastal Seafood Co.',
    'sales@coastalseafood.example',
    '+44 1752 600 400',
    'Fish Quay, Plymouth',
  ],
  ['Alpine Dairy', 'hello@alpinedairy.example', '01632 960 123', null],
  [
    'Metro Beverage Distributors',
    'trade@metrobev.example',
    '+44-161-496-0755',
    'Unit 4, Trafford Park',
  ],
  [
    'Harbour Foods Wholesale',
    'accounts@harbourfoods.example',
    '0117 496 0342',
    'Avonmouth Docks, Bristol',
  ],
  ['CleanPro Supplies', 'support@cleanpro.example', '+44 113 496 0900', ''],
] as const;

export const DEMO_DEPARTMENTS = [
  ['Kitchen', 'Main hot and cold kitchen'],
  ['Bar', 'Lobby bar and terrace'],
  ['Pastry', 'Pastry and bakery section'],
  ['Housekeeping', 'Rooms, laundry and public areas'],
  ['Banquets', 'Weddings, conferences and events'],
] as const;

/** One user per role, with the password the demo prints. */
export const DEMO_USERS: readonly { name: string; password: string; role: RoleName }[] = [
  { name: 'admin', password: 'admin-demo', role: 'Administrator' },
  { name: 'manager', password: 'manager-demo', role: 'Manager' },
  { name: 'warehouse', password: 'warehouse-demo', role: 'Warehouse Staff' },
  { name: 'editor', password: 'editor-demo', role: 'Editor' },
  { name: 'viewer', password: 'viewer-demo', role: 'Viewer' },
];

/**
 * How an item's stock looks today: healthy, low (a few units left), zero (used up or never
 * received), near (a lot inside its alert window), expired (a lot past its date still on hand).
 */
export type StockProfile = 'healthy' | 'low' | 'zero' | 'never' | 'near' | 'expired';

export interface DemoItem {
  name: string;
  category: DemoCategory;
  area: DemoItemArea;
  unit: string;
  alertDays: number | null;
  /** Usual quantity received at once, in units. */
  par: number;
  profile: StockProfile;
  /** Index into DEMO_SUPPLIERS. */
  supplier: number;
}

type Row = [string, DemoCategory, DemoItemArea, string, number | null, number, StockProfile];

const SUPPLIER_BY_CATEGORY: Record<DemoCategory, number> = {
  Produce: 0,
  'Meat & Fish': 1,
  Dairy: 2,
  Beverages: 3,
  'Dry Goods': 4,
  Bakery: 4,
  Frozen: 4,
  Cleaning: 5,
};

const ROWS: Row[] = [
  ['Roma Tomatoes', 'Produce', 'Produce Cooler', 'kg', 3, 25, 'healthy'],
  ['Iceberg Lettuce', 'Produce', 'Produce Cooler', 'each', 2, 30, 'near'],
  ['Yellow Onions', 'Produce', 'Produce Cooler', 'kg', null, 40, 'healthy'],
  ['Russet Potatoes', 'Produce', 'Produce Cooler', 'kg', 7, 60, 'healthy'],
  ['Lemons', 'Produce', 'Produce Cooler', 'each', 5, 80, 'low'],
  ['Fresh Basil', 'Produce', 'Produce Cooler', 'bunch', 2, 20, 'expired'],
  ['Avocados', 'Produce', 'Produce Cooler', 'each', 3, 36, 'near'],
  ['Carrots', 'Produce', 'Produce Cooler', 'kg', 7, 30, 'healthy'],
  ['Whole Milk', 'Dairy', 'Walk-in Cooler', 'L', 3, 48, 'healthy'],
  ['Double Cream', 'Dairy', 'Walk-in Cooler', 'L', 3, 24, 'near'],
  ['Unsalted Butter', 'Dairy', 'Walk-in Cooler', 'kg', 14, 20, 'healthy'],
  ['Free-Range Eggs', 'Dairy', 'Walk-in Cooler', 'tray', 10, 30, 'low'],
  ['Parmesan', 'Dairy', 'Walk-in Cooler', 'kg', 30, 16, 'healthy'],
  ['Greek Yoghurt', 'Dairy', 'Walk-in Cooler', 'kg', 5, 18, 'expired'],
  ['Mozzarella', 'Dairy', 'Walk-in Cooler', 'kg', 5, 20, 'zero'],
  ['Chicken Breast', 'Meat & Fish', 'Walk-in Cooler', 'kg', 2, 40, 'healthy'],
  ['Beef Tenderloin', 'Meat & Fish', 'Walk-in Cooler', 'kg', 3, 22.5, 'low'],
  ['Atlantic Salmon Fillet', 'Meat & Fish', 'Walk-in Cooler', 'kg', 2, 18, 'near'],
  ['Pork Belly', 'Meat & Fish', 'Walk-in Cooler', 'kg', 3, 20, 'healthy'],
  ['King Prawns', 'Meat & Fish', 'Walk-in Cooler', 'kg', 2, 12, 'zero'],
  ['Smoked Bacon', 'Meat & Fish', 'Walk-in Cooler', 'kg', 5, 15, 'expired'],
  ['Basmati Rice', 'Dry Goods', 'Dry Store', 'kg', 180, 50, 'healthy'],
  ['Plain Flour', 'Dry Goods', 'Dry Store', 'kg', 120, 75, 'healthy'],
  ['Caster Sugar', 'Dry Goods', 'Dry Store', 'kg', null, 40, 'healthy'],
  ['Extra Virgin Olive Oil', 'Dry Goods', 'Dry Store', 'L', 365, 30, 'low'],
  ['Spaghetti', 'Dry Goods', 'Dry Store', 'kg', 365, 40, 'healthy'],
  ['Sea Salt', 'Dry Goods', 'Dry Store', 'kg', null, 20, 'never'],
  ['Canned Chickpeas', 'Dry Goods', 'Dry Store', 'can', 365, 48, 'healthy'],
  ['Espresso Beans', 'Dry Goods', 'Dry Store', 'kg', 60, 24, 'healthy'],
  ['Sparkling Water', 'Beverages', 'Bar Fridge', 'bottle', 90, 120, 'healthy'],
  ['Orange Juice', 'Beverages', 'Bar Fridge', 'L', 5, 30, 'near'],
  ['Tonic Water', 'Beverages', 'Bar Fridge', 'bottle', 120, 96, 'healthy'],
  ['House Red Wine', 'Beverages', 'Wine Cellar', 'bottle', null, 60, 'healthy'],
  ['Prosecco', 'Beverages', 'Wine Cellar', 'bottle', null, 36, 'low'],
  ['Lager Keg', 'Beverages', 'Wine Cellar', 'keg', 60, 12, 'healthy'],
  ['Sourdough Loaf', 'Bakery', 'Bakery Rack', 'each', 2, 30, 'near'],
  ['Brioche Buns', 'Bakery', 'Bakery Rack', 'pack', 3, 24, 'healthy'],
  ['Baguettes', 'Bakery', 'Bakery Rack', 'each', 1, 40, 'zero'],
  ['Frozen Peas', 'Frozen', 'Freezer', 'kg', 90, 30, 'healthy'],
  ['Vanilla Ice Cream', 'Frozen', 'Freezer', 'L', 60, 20, 'healthy'],
  ['Frozen Berries', 'Frozen', 'Freezer', 'kg', 90, 15, 'low'],
  ['French Fries', 'Frozen', 'Freezer', 'kg', 90, 50, 'healthy'],
  ['Puff Pastry Sheets', 'Frozen', 'Freezer', 'pack', 30, 20, 'healthy'],
  ['Dishwasher Detergent', 'Cleaning', 'Chemical Store', 'L', null, 40, 'healthy'],
  ['Sanitiser Spray', 'Cleaning', 'Chemical Store', 'bottle', null, 24, 'low'],
  ['Glass Cleaner', 'Cleaning', 'Chemical Store', 'bottle', null, 18, 'healthy'],
  ['Bin Liners', 'Cleaning', 'Chemical Store', 'roll', null, 30, 'zero'],
  ['Hand Soap', 'Cleaning', 'Chemical Store', 'L', null, 20, 'healthy'],
  ['Laundry Detergent', 'Cleaning', 'Chemical Store', 'kg', null, 50, 'healthy'],
];

export const DEMO_ITEMS: readonly DemoItem[] = ROWS.map(
  ([name, category, area, unit, alertDays, par, profile]) => ({
    name,
    category,
    area,
    unit,
    alertDays,
    par,
    profile,
    supplier: SUPPLIER_BY_CATEGORY[category],
  }),
);

/** A valid EAN-13 for the n-th item (prefix 50: a made-up range), so scanners accept it. */
export function demoBarcode(n: number): string {
  const body = `5012345${String(n).padStart(5, '0')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += Number(body.charAt(i)) * (i % 2 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
