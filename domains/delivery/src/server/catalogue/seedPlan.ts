/**
 * The figures of the catalogue's demo rows: a grocery and parcel delivery business in two towns.
 * Plain data, so the seed is one insert per table and its tests can name every figure.
 */

/** Each shelf with ten products, each sold in three sizes (30 products a shelf, 150 in all). */
export const SEED_SHELVES = [
  {
    category: 'Produce',
    sku: 'PRD',
    sizes: ['500 g', '1 kg', '2 kg'],
    items: [
      ['Bananas', 129],
      ['Gala apples', 249],
      ['Carrots', 119],
      ['Red onions', 139],
      ['Potatoes', 179],
      ['Vine tomatoes', 299],
      ['Baby spinach', 279],
      ['Broccoli', 229],
      ['Lemons', 199],
      ['Seedless grapes', 349],
    ],
  },
  {
    category: 'Dairy',
    sku: 'DRY',
    sizes: ['small', 'medium', 'large'],
    items: [
      ['Whole milk', 149],
      ['Semi-skimmed milk', 139],
      ['Greek yoghurt', 229],
      ['Cheddar', 349],
      ['Salted butter', 259],
      ['Free-range eggs', 289],
      ['Double cream', 169],
      ['Mozzarella', 199],
      ['Cottage cheese', 179],
      ['Oat drink', 189],
    ],
  },
  {
    category: 'Bakery',
    sku: 'BKY',
    sizes: ['single', 'pack of 4', 'pack of 8'],
    items: [
      ['Sourdough loaf', 329],
      ['Wholemeal bread', 189],
      ['Croissant', 99],
      ['Bagel', 89],
      ['Brioche bun', 79],
      ['Pitta bread', 69],
      ['Cinnamon roll', 149],
      ['Seeded rye', 299],
      ['Baguette', 129],
      ['Blueberry muffin', 139],
    ],
  },
  {
    category: 'Pantry',
    sku: 'PNT',
    sizes: ['250 g', '500 g', '1 kg'],
    items: [
      ['Basmati rice', 189],
      ['Penne pasta', 109],
      ['Rolled oats', 129],
      ['Plain flour', 99],
      ['Granulated sugar', 119],
      ['Red lentils', 159],
      ['Peanut butter', 279],
      ['Strawberry jam', 219],
      ['Ground coffee', 449],
      ['Chopped tomatoes', 89],
    ],
  },
  {
    category: 'Household',
    sku: 'HSE',
    sizes: ['single', 'twin pack', 'value pack'],
    items: [
      ['Washing-up liquid', 149],
      ['Toilet roll', 399],
      ['Kitchen towel', 249],
      ['Laundry pods', 599],
      ['Bin bags', 229],
      ['Surface spray', 199],
      ['Sponges', 119],
      ['Hand soap', 139],
      ['Dishwasher tablets', 649],
      ['Aluminium foil', 179],
    ],
  },
] as const;

/** The price of size `k` (0, 1, 2) of an item whose smallest size costs `base` cents. */
export const sizePrice = (base: number, k: number) =>
  [base, Math.round(base * 1.8), base * 3][k] ?? base;

/** A shelf that carries no products yet, so the list shows an inactive one. */
export const SEED_EXTRA_CATEGORIES = [{ name: 'Frozen', active: false }] as const;

export const SEED_ADDONS = [
  ['Gift wrap', 350, true],
  ['Extra ice pack', 150, true],
  ['Insulated bag upgrade', 250, true],
  ['Paper bags instead of plastic', 20, true],
  ['Greeting card', 199, false],
] as const;

/** Standard, express and scheduled, with their promise in minutes and surcharge in cents. */
export const SEED_SPEEDS = [
  ['Standard', 240, 0],
  ['Express', 60, 399],
  ['Scheduled', 1440, 150],
] as const;

/** Two towns, three zones each, with the base fee of a courier request picked up there. */
export const SEED_TOWNS = [
  {
    town: 'Riverton',
    zones: [
      ['Riverton Centre', 450],
      ['Riverton North', 550],
      ['Riverton Docks', 600],
    ],
  },
  {
    town: 'Oakfield',
    zones: [
      ['Oakfield Old Town', 500],
      ['Oakfield Heights', 650],
      ['Oakfield Business Park', 550],
    ],
  },
] as const;

/** The delivery fee of zone `z` (0-5) at speed `s` (0 standard, 1 express, 2 scheduled). */
export const zoneFee = (z: number, s: number) => 299 + 50 * (z % 3) + [0, 300, 100][s]!;

/** Grocery handling fee tiers: [from, below (null = no bound), fee], cents. */
export const SEED_GROCERY_TIERS = [
  [0, 2500, 499],
  [2500, 5000, 299],
  [5000, 10000, 149],
  [10000, null, 0],
] as const;

/** Pickup locations: name, address, town index, hours, fee (cents). */
export const SEED_PICKUP_LOCATIONS = [
  ['Riverton Market Counter', '12 Market Square, Riverton', 0, 'Mon-Sat 08:00-20:00', 0],
  ['Riverton Station Lockers', 'Platform 1, Riverton Station', 0, 'Every day 06:00-23:00', 99],
  ['Oakfield Depot', '4 Mill Lane, Oakfield', 1, 'Mon-Fri 09:00-18:00', 149],
] as const;

/** The fleet: name, plate, kind, capacity (kg), active. */
export const SEED_VEHICLES = [
  ['Van 1', 'RV21 KLM', 'van', 900, true],
  ['Van 2', 'RV22 PQD', 'van', 900, true],
  ['Car 1', 'OK19 TRE', 'car', 300, true],
  ['Car 2', 'OK20 FGH', 'car', 300, true],
  ['Cargo bike 1', 'BIKE-01', 'bike', 60, true],
  ['Van 3 (in repair)', 'RV18 ZXC', 'van', 800, false],
] as const;

const FIRST = ['Amira', 'Ben', 'Chloe', 'Daniel', 'Elena', 'Farid', 'Grace', 'Hugo'];
const LAST = [
  'Adams',
  'Brooks',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Gupta',
  'Hughes',
  'Ito',
  'Jones',
];
const STREETS = ['Elm Street', 'Harbour Road', 'Station Avenue', 'Mill Lane', 'Park Crescent'];

/** 80 customers, each in one of the six zones. */
export function seedCustomers(): {
  name: string;
  phone: string;
  email: string;
  address: string;
  zone: number;
  notes: string | null;
}[] {
  return Array.from({ length: 80 }, (_, i) => {
    const first = FIRST[i % FIRST.length] as string;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length] as string;
    return {
      name: `${first} ${last}`,
      phone: `21255501${String(i).padStart(2, '0')}`,
      email: `${first}.${last}@example.com`.toLowerCase(),
      address: `${10 + i} ${STREETS[i % STREETS.length]}`,
      zone: i % 6,
      notes: i % 7 === 0 ? 'Leave with the neighbour if out.' : null,
    };
  });
}
