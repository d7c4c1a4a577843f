/**
 * What the demo's items cost per unit, in euros (design: Valuation), as a hotel kitchen and bar
 * buys them wholesale. Written as decimal text so they are parsed exactly. Sanitiser Spray has
 * none: the demo shows what "unvalued" stock looks like.
 */
export const DEMO_UNIT_COSTS: Readonly<Record<string, string>> = {
  'Roma Tomatoes': '2.40',
  'Iceberg Lettuce': '0.95',
  'Yellow Onions': '0.85',
  'Russet Potatoes': '0.70',
  Lemons: '0.28',
  'Fresh Basil': '1.60',
  Avocados: '0.90',
  Carrots: '0.75',
  'Whole Milk': '0.98',
  'Double Cream': '4.20',
  'Unsalted Butter': '8.50',
  'Free-Range Eggs': '9.60',
  Parmesan: '21.90',
  'Greek Yoghurt': '4.10',
  Mozzarella: '8.80',
  'Chicken Breast': '8.90',
  'Beef Tenderloin': '42.00',
  'Atlantic Salmon Fillet': '19.50',
  'Pork Belly': '9.40',
  'King Prawns': '24.00',
  'Smoked Bacon': '11.20',
  'Basmati Rice': '2.10',
  'Plain Flour': '0.62',
  'Caster Sugar': '1.05',
  'Extra Virgin Olive Oil': '7.80',
  Spaghetti: '1.45',
  'Sea Salt': '0.90',
  'Canned Chickpeas': '0.85',
  'Espresso Beans': '18.50',
  'Sparkling Water': '0.55',
  'Orange Juice': '2.30',
  'Tonic Water': '0.62',
  'House Red Wine': '5.90',
  Prosecco: '7.40',
  'Lager Keg': '115.00',
  'Sourdough Loaf': '3.20',
  'Brioche Buns': '3.60',
  Baguettes: '0.95',
  'Frozen Peas': '1.80',
  'Vanilla Ice Cream': '5.20',
  'Frozen Berries': '6.40',
  'French Fries': '1.95',
  'Puff Pastry Sheets': '4.30',
  'Dishwasher Detergent': '3.10',
  'Glass Cleaner': '2.80',
  'Bin Liners': '1.90',
  'Hand Soap': '2.40',
  'Laundry Detergent': '2.60',
};

/**
 * The cost of a lot received `receivedDaysAgo`: prices rose about 4 % over the weeks shown, so
 * FEFO takes from older, cheaper lots first and the costs differ lot by lot. Ten-thousandths.
 */
export function demoUnitCost(
  name: string,
  receivedDaysAgo: number,
  parse: (text: string) => number | null,
): number | null {
  const base = DEMO_UNIT_COSTS[name];
  if (base === undefined) return null;
  const cost = parse(base);
  if (cost === null) return null;
  // Integer arithmetic: up to +4 % for the newest lot, rounded to the cent (100 ten-thousandths).
  const rise = Math.max(0, 28 - receivedDaysAgo);
  return Math.round((cost * (700 + rise)) / 700 / 100) * 100;
}
