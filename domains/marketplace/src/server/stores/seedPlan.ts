/**
 * The stores area's demo figures: twelve sellers, sixteen stores in every state, the catalogues
 * of the approved ones (groceries, home goods, fashion, electronics, beauty) with their
 * variants, and what waits in the approvals queue. Deterministic: no randomness.
 */
import type { StorePlan, StoreStatus } from '../../resources/stores/stores';

export interface SeedSeller {
  name: string;
  email: string;
  phone: string;
  company: string;
  /** Days before today they joined. */
  joinedDaysAgo: number;
  status: 'active' | 'inactive';
}

export const SEED_SELLERS: readonly SeedSeller[] = [
  ['Grace Ofori', 'grace@greengrocer.example', 'Green Grocer Ltd', 640],
  ['Hamid Rahimi', 'hamid@harvestpantry.example', 'Harvest Pantry Co.', 590],
  ['Olivia Bennett', 'olivia@oakandthread.example', 'Oak & Thread Studio', 540],
  ['Marcus Lee', 'marcus@nesthome.example', 'Nest Home Goods LLC', 500],
  ['Sofia Marquez', 'sofia@urbanthreads.example', 'Urban Threads Apparel', 470],
  ['Priya Natarajan', 'priya@circuitcorner.example', 'Circuit Corner Electronics', 430],
  ['Chloe Dubois', 'chloe@glowbotanics.example', 'Glow Botanics SARL', 400],
  ['Kwame Asante', 'kwame@tealeaf.example', 'Tea Leaf Traders', 350],
  ['Daniel Novak', 'daniel@copperkettle.example', 'Copper Kettle Co.', 45],
  ['Aisha Bello', 'aisha@paperplane.example', 'Paper Plane Press', 30],
  ['Ryan Walsh', 'ryan@quickdeals.example', 'Quick Deals Outlet', 80],
  ['Lena Fischer', 'lena@retroradio.example', 'Retro Radio GmbH', 300],
].map(([name, email, company, days], i) => ({
  name: name as string,
  email: email as string,
  phone: `0207${String(410_000 + i * 1_237).padStart(6, '0')}`,
  company: company as string,
  joinedDaysAgo: days as number,
  status: i === 10 ? 'inactive' : 'active',
}));

/** The catalogue a store sells: a category (by its name) and products with variants. */
export type CatalogueKind = 'groceries' | 'home' | 'fashion' | 'electronics' | 'beauty';

/** The category names looked up for each kind, first found wins. */
export const CATEGORY_NAMES: Readonly<Record<CatalogueKind, readonly string[]>> = {
  groceries: ['Groceries', 'Grocery', 'Food & Drink', 'Food'],
  home: ['Home Goods', 'Home & Garden', 'Home & Living', 'Home'],
  fashion: ['Fashion', 'Clothing', 'Apparel'],
  electronics: ['Electronics', 'Tech'],
  beauty: ['Beauty', 'Beauty & Personal Care', 'Health & Beauty'],
};

export interface SeedStore {
  slug: string;
  name: string;
  /** Index into SEED_SELLERS. */
  seller: number;
  plan: StorePlan;
  status: StoreStatus;
  reason?: string;
  kind: CatalogueKind;
  description: string;
}

export const SEED_STORES: readonly SeedStore[] = [
  {
    slug: 'green-grocer',
    name: 'Green Grocer',
    seller: 0,
    plan: 'growth',
    status: 'approved',
    kind: 'groceries',
    description: 'Fresh fruit, vegetables and pantry staples from local farms.',
  },
  {
    slug: 'harvest-pantry',
    name: 'Harvest Pantry',
    seller: 1,
    plan: 'basic',
    status: 'approved',
    kind: 'groceries',
    description: 'Grains, pulses, spices and oils in bulk and small packs.',
  },
  {
    slug: 'oak-and-thread',
    name: 'Oak & Thread',
    seller: 2,
    plan: 'pro',
    status: 'approved',
    kind: 'home',
    description: 'Hand-finished home textiles and solid oak pieces.',
  },
  {
    slug: 'nest-home-goods',
    name: 'Nest Home Goods',
    seller: 3,
    plan: 'growth',
    status: 'approved',
    kind: 'home',
    description: 'Kitchen, storage and table essentials.',
  },
  {
    slug: 'urban-threads',
    name: 'Urban Threads',
    seller: 4,
    plan: 'pro',
    status: 'approved',
    kind: 'fashion',
    description: 'Everyday streetwear in organic cotton.',
  },
  {
    slug: 'little-loom-kids',
    name: 'Little Loom Kids',
    seller: 4,
    plan: 'basic',
    status: 'approved',
    kind: 'fashion',
    description: 'Soft clothes for children from 2 to 10.',
  },
  {
    slug: 'circuit-corner',
    name: 'Circuit Corner',
    seller: 5,
    plan: 'pro',
    status: 'approved',
    kind: 'electronics',
    description: 'Headphones, chargers and smart-home gadgets.',
  },
  {
    slug: 'glow-botanics',
    name: 'Glow Botanics',
    seller: 6,
    plan: 'growth',
    status: 'approved',
    kind: 'beauty',
    description: 'Plant-based skincare made in small batches.',
  },
  {
    slug: 'tea-leaf-traders',
    name: 'Tea Leaf Traders',
    seller: 7,
    plan: 'basic',
    status: 'approved',
    kind: 'groceries',
    description: 'Single-estate teas from Ghana, Kenya and Assam.',
  },
  {
    slug: 'copper-kettle-co',
    name: 'Copper Kettle Co.',
    seller: 8,
    plan: 'basic',
    status: 'pending_review',
    kind: 'home',
    description: 'Hammered copper cookware, made to order.',
  },
  {
    slug: 'paper-plane-press',
    name: 'Paper Plane Press',
    seller: 9,
    plan: 'growth',
    status: 'pending_review',
    kind: 'home',
    description: 'Notebooks, prints and stationery.',
  },
  {
    slug: 'glow-botanics-outlet',
    name: 'Glow Botanics Outlet',
    seller: 6,
    plan: 'basic',
    status: 'pending_review',
    kind: 'beauty',
    description: 'End-of-line and short-dated skincare at lower prices.',
  },
  {
    slug: 'quick-deals-outlet',
    name: 'Quick Deals Outlet',
    seller: 10,
    plan: 'basic',
    status: 'rejected',
    reason: 'The company registration number does not match the company name given.',
    kind: 'electronics',
    description: 'Clearance electronics.',
  },
  {
    slug: 'vapour-lounge',
    name: 'Vapour Lounge',
    seller: 10,
    plan: 'basic',
    status: 'rejected',
    reason: 'Vaping products may not be sold on the marketplace.',
    kind: 'beauty',
    description: 'E-liquids and accessories.',
  },
  {
    slug: 'retro-radio',
    name: 'Retro Radio',
    seller: 11,
    plan: 'growth',
    status: 'suspended',
    reason: 'Counterfeit complaints on two listings are under review.',
    kind: 'electronics',
    description: 'Restored valve radios and record players.',
  },
  {
    slug: 'urban-threads-outlet',
    name: 'Urban Threads Outlet',
    seller: 4,
    plan: 'basic',
    status: 'suspended',
    reason: 'Five orders shipped late this month; suspended until the backlog is cleared.',
    kind: 'fashion',
    description: 'Last season’s Urban Threads at outlet prices.',
  },
];

/** A product of a seed store: its name, base price (cents) and variants. */
export interface SeedProduct {
  name: string;
  price: number;
  description: string;
  /** Variant names (`Red / M`) with their price difference from the base, in cents. */
  variants: readonly (readonly [string, number])[];
}

const sizes = (names: readonly string[], step = 0) =>
  names.map((name, i) => [name, i * step] as const);
const colourSizes = (colours: readonly string[], sizeNames: readonly string[]) =>
  colours.flatMap((colour) => sizeNames.map((size) => [`${colour} / ${size}`, 0] as const));

export const SEED_CATALOGUES: Readonly<Record<string, readonly SeedProduct[]>> = {
  'green-grocer': [
    {
      name: 'Heirloom tomatoes',
      price: 399,
      description: 'Mixed colours, picked ripe.',
      variants: sizes(['500 g', '1 kg'], 350),
    },
    {
      name: 'Organic bananas',
      price: 249,
      description: 'Fairtrade, bunch of five to seven.',
      variants: sizes(['Bunch'], 0),
    },
    {
      name: 'Baby spinach',
      price: 299,
      description: 'Washed and ready to eat.',
      variants: sizes(['200 g', '400 g'], 250),
    },
    {
      name: 'Free-range eggs',
      price: 449,
      description: 'From hens on pasture.',
      variants: sizes(['6 eggs', '12 eggs'], 400),
    },
    {
      name: 'Sourdough loaf',
      price: 549,
      description: 'Baked each morning.',
      variants: sizes(['White', 'Whole wheat'], 50),
    },
    {
      name: 'Honeycrisp apples',
      price: 379,
      description: 'Crisp and sweet.',
      variants: sizes(['1 kg', '2 kg'], 320),
    },
  ],
  'harvest-pantry': [
    {
      name: 'Basmati rice',
      price: 699,
      description: 'Aged two years.',
      variants: sizes(['1 kg', '5 kg'], 2_200),
    },
    {
      name: 'Red lentils',
      price: 349,
      description: 'Split, quick to cook.',
      variants: sizes(['500 g', '1 kg'], 280),
    },
    {
      name: 'Extra virgin olive oil',
      price: 1_199,
      description: 'Cold-pressed, single origin.',
      variants: sizes(['500 ml', '1 l'], 900),
    },
    {
      name: 'Smoked paprika',
      price: 399,
      description: 'Sweet and smoky.',
      variants: sizes(['50 g'], 0),
    },
    {
      name: 'Rolled oats',
      price: 299,
      description: 'Jumbo, wholegrain.',
      variants: sizes(['1 kg'], 0),
    },
  ],
  'tea-leaf-traders': [
    {
      name: 'Assam breakfast tea',
      price: 799,
      description: 'Malty, strong, loose leaf.',
      variants: sizes(['100 g', '250 g'], 900),
    },
    {
      name: 'Kenyan green tea',
      price: 899,
      description: 'Grassy and bright.',
      variants: sizes(['100 g'], 0),
    },
    {
      name: 'Hibiscus infusion',
      price: 649,
      description: 'Caffeine-free, from Ghana.',
      variants: sizes(['100 g', '250 g'], 700),
    },
  ],
  'oak-and-thread': [
    {
      name: 'Linen duvet cover',
      price: 8_900,
      description: 'Stonewashed European linen.',
      variants: colourSizes(['Natural', 'Sage'], ['Double', 'King']),
    },
    {
      name: 'Oak serving board',
      price: 4_500,
      description: 'Solid oak, oiled by hand.',
      variants: sizes(['Small', 'Large'], 1_500),
    },
    {
      name: 'Wool throw',
      price: 6_900,
      description: 'Lambswool, herringbone weave.',
      variants: sizes(['Charcoal', 'Oatmeal', 'Rust'], 0),
    },
    {
      name: 'Cotton cushion cover',
      price: 2_400,
      description: 'Block-printed by hand.',
      variants: sizes(['Indigo', 'Ochre'], 0),
    },
  ],
  'nest-home-goods': [
    {
      name: 'Glass storage jars',
      price: 1_899,
      description: 'Set of three with bamboo lids.',
      variants: sizes(['Set of 3', 'Set of 6'], 1_500),
    },
    {
      name: 'Cast iron skillet',
      price: 3_499,
      description: 'Pre-seasoned.',
      variants: sizes(['20 cm', '26 cm'], 1_000),
    },
    {
      name: 'Ceramic dinner plates',
      price: 2_999,
      description: 'Set of four, dishwasher safe.',
      variants: sizes(['White', 'Speckled grey'], 0),
    },
    {
      name: 'Bamboo cutlery tray',
      price: 1_499,
      description: 'Expands to fit most drawers.',
      variants: sizes(['Standard'], 0),
    },
    {
      name: 'Linen tea towels',
      price: 1_299,
      description: 'Pack of two.',
      variants: sizes(['Striped', 'Plain'], 0),
    },
  ],
  'urban-threads': [
    {
      name: 'Organic cotton T-shirt',
      price: 2_200,
      description: 'Heavyweight, boxy fit.',
      variants: colourSizes(['Black', 'White', 'Olive'], ['S', 'M', 'L']),
    },
    {
      name: 'Relaxed chinos',
      price: 5_400,
      description: 'Garment-dyed twill.',
      variants: colourSizes(['Stone', 'Navy'], ['30', '32', '34']),
    },
    {
      name: 'Hooded sweatshirt',
      price: 6_200,
      description: 'Brushed-back fleece.',
      variants: colourSizes(['Grey marl', 'Black'], ['S', 'M', 'L', 'XL']),
    },
    {
      name: 'Canvas tote bag',
      price: 1_800,
      description: 'Reinforced handles.',
      variants: sizes(['Natural', 'Black'], 0),
    },
  ],
  'little-loom-kids': [
    {
      name: 'Striped long-sleeve top',
      price: 1_600,
      description: 'Soft jersey.',
      variants: colourSizes(['Navy', 'Red'], ['2-3 y', '4-5 y', '6-7 y']),
    },
    {
      name: 'Dungarees',
      price: 2_800,
      description: 'Adjustable straps.',
      variants: sizes(['2-3 y', '4-5 y', '6-7 y'], 200),
    },
    {
      name: 'Knitted beanie',
      price: 1_200,
      description: 'Merino blend.',
      variants: sizes(['Mustard', 'Teal'], 0),
    },
  ],
  'circuit-corner': [
    {
      name: 'Wireless earbuds',
      price: 7_900,
      description: 'Noise cancelling, 24 h battery with case.',
      variants: sizes(['Black', 'White'], 0),
    },
    {
      name: 'USB-C fast charger',
      price: 2_499,
      description: '65 W, two ports.',
      variants: sizes(['EU plug', 'UK plug', 'US plug'], 0),
    },
    {
      name: 'Smart plug',
      price: 1_999,
      description: 'Works with the major voice assistants.',
      variants: sizes(['Single', 'Pack of 4'], 4_500),
    },
    {
      name: 'Bluetooth speaker',
      price: 5_900,
      description: 'Waterproof, 12 h playback.',
      variants: sizes(['Blue', 'Graphite', 'Red'], 0),
    },
    {
      name: 'Braided USB-C cable',
      price: 1_299,
      description: 'Rated for 100 W.',
      variants: sizes(['1 m', '2 m'], 300),
    },
  ],
  'glow-botanics': [
    {
      name: 'Rosehip face oil',
      price: 2_800,
      description: 'Cold-pressed, unscented.',
      variants: sizes(['15 ml', '30 ml'], 1_800),
    },
    {
      name: 'Oat cleansing balm',
      price: 2_200,
      description: 'For sensitive skin.',
      variants: sizes(['100 ml'], 0),
    },
    {
      name: 'Shea body butter',
      price: 1_900,
      description: 'Whipped Ghanaian shea.',
      variants: sizes(['Unscented', 'Lemongrass', 'Lavender'], 0),
    },
    {
      name: 'Clay face mask',
      price: 1_700,
      description: 'Kaolin and green clay.',
      variants: sizes(['50 ml'], 0),
    },
  ],
  'retro-radio': [
    {
      name: 'Restored valve radio',
      price: 18_900,
      description: '1950s walnut cabinet, serviced.',
      variants: sizes(['Walnut'], 0),
    },
    {
      name: 'Portable record player',
      price: 9_900,
      description: 'Three speeds, built-in speaker.',
      variants: sizes(['Cream', 'Teal'], 0),
    },
  ],
  'urban-threads-outlet': [
    {
      name: 'Last-season T-shirt',
      price: 1_200,
      description: 'Outlet price.',
      variants: colourSizes(['Rust'], ['S', 'M', 'L']),
    },
  ],
};

/**
 * What waits in the approvals queue, and what was turned away: new products submitted by
 * approved stores, live products whose change waits, drafts, and two rejected with reasons.
 */
export interface SeedQueued {
  store: string;
  product: SeedProduct;
  status: 'draft' | 'pending_approval' | 'rejected';
  /** For a rejection: the reason the seller reads. */
  reason?: string;
}

export const SEED_QUEUE: readonly SeedQueued[] = [
  {
    store: 'green-grocer',
    status: 'pending_approval',
    product: {
      name: 'Wild garlic pesto',
      price: 549,
      description: 'Made with foraged wild garlic.',
      variants: sizes(['190 g'], 0),
    },
  },
  {
    store: 'urban-threads',
    status: 'pending_approval',
    product: {
      name: 'Recycled puffer jacket',
      price: 12_900,
      description: 'Filled with recycled down.',
      variants: colourSizes(['Black', 'Khaki'], ['M', 'L']),
    },
  },
  {
    store: 'circuit-corner',
    status: 'pending_approval',
    product: {
      name: 'Mechanical keyboard',
      price: 8_900,
      description: 'Hot-swappable switches, RGB.',
      variants: sizes(['Red switches', 'Brown switches'], 0),
    },
  },
  {
    store: 'glow-botanics',
    status: 'pending_approval',
    product: {
      name: 'Vitamin C serum',
      price: 3_200,
      description: '15% ascorbic acid.',
      variants: sizes(['30 ml'], 0),
    },
  },
  {
    store: 'nest-home-goods',
    status: 'pending_approval',
    product: {
      name: 'Enamel mugs',
      price: 1_599,
      description: 'Set of two, camping style.',
      variants: sizes(['Cream', 'Forest green'], 0),
    },
  },
  {
    store: 'circuit-corner',
    status: 'rejected',
    reason:
      'The listing shows another brand’s logo; upload your own product photos and remove the trademark from the name.',
    product: {
      name: 'AirBeats Pro earbuds',
      price: 2_900,
      description: 'Just like the famous ones.',
      variants: sizes(['White'], 0),
    },
  },
  {
    store: 'glow-botanics',
    status: 'rejected',
    reason: 'Skin-whitening claims are not allowed; reword the description and submit again.',
    product: {
      name: 'Brightening cream',
      price: 2_500,
      description: 'Whitens skin in a week.',
      variants: sizes(['50 ml'], 0),
    },
  },
  {
    store: 'harvest-pantry',
    status: 'draft',
    product: {
      name: 'Chickpea flour',
      price: 329,
      description: 'Stone-ground gram flour.',
      variants: sizes(['1 kg'], 0),
    },
  },
  {
    store: 'oak-and-thread',
    status: 'draft',
    product: {
      name: 'Oak side table',
      price: 24_900,
      description: 'Made to order in six weeks.',
      variants: [],
    },
  },
];

/**
 * Live products whose seller changed their content: queued as `change`, off the marketplace
 * until approved (store slug, product name, the new price in cents).
 */
export const SEED_CHANGES: readonly (readonly [string, string, number])[] = [
  ['green-grocer', 'Sourdough loaf', 599],
  ['oak-and-thread', 'Wool throw', 7_400],
  ['urban-threads', 'Canvas tote bag', 2_000],
];

/** A variant's stock: enough to sell, some low, the odd one out of stock. */
export function seedStock(productIndex: number, variantIndex: number): number {
  const n = (productIndex * 31 + variantIndex * 17) % 60;
  return n % 13 === 5 ? 0 : n + 4;
}
