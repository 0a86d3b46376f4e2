/** The catalogue settings' demo rows, as data (seed.ts writes them, one statement a table). */

/** Categories with their subcategories; the last one is switched off. */
export const SEED_CATEGORIES: readonly {
  name: string;
  slug: string;
  description: string;
  active: boolean;
  subcategories: readonly string[];
}[] = [
  {
    name: 'Groceries',
    slug: 'groceries',
    description: 'Pantry staples, fresh produce and drinks from local shops.',
    active: true,
    subcategories: ['Fresh produce', 'Pantry', 'Beverages', 'Snacks'],
  },
  {
    name: 'Home & Kitchen',
    slug: 'home-kitchen',
    description: 'Cookware, tableware, bedding and home decor.',
    active: true,
    subcategories: ['Cookware', 'Tableware', 'Bedding', 'Decor'],
  },
  {
    name: 'Fashion',
    slug: 'fashion',
    description: 'Clothing, shoes and accessories for every season.',
    active: true,
    subcategories: ["Women's clothing", "Men's clothing", 'Shoes', 'Accessories'],
  },
  {
    name: 'Electronics',
    slug: 'electronics',
    description: 'Phones, audio, computer accessories and smart home devices.',
    active: true,
    subcategories: ['Phone accessories', 'Audio', 'Computer accessories', 'Smart home'],
  },
  {
    name: 'Beauty',
    slug: 'beauty',
    description: 'Skincare, haircare, makeup and fragrance.',
    active: true,
    subcategories: ['Skincare', 'Haircare', 'Makeup', 'Fragrance'],
  },
  {
    name: 'Toys & Games',
    slug: 'toys-games',
    description: 'Coming next season.',
    active: false,
    subcategories: ['Board games', 'Puzzles'],
  },
];

/** Attributes with their values. */
export const SEED_ATTRIBUTES: readonly {
  name: string;
  kind: string;
  values: readonly string[];
}[] = [
  { name: 'Size', kind: 'size', values: ['XS', 'S', 'M', 'L', 'XL'] },
  { name: 'Colour', kind: 'colour', values: ['Black', 'White', 'Red', 'Blue', 'Green', 'Beige'] },
  { name: 'Weight', kind: 'measure', values: ['250 g', '500 g', '1 kg', '2 kg'] },
  { name: 'Material', kind: 'material', values: ['Cotton', 'Linen', 'Stainless steel', 'Ceramic'] },
  { name: 'Volume', kind: 'measure', values: ['50 ml', '100 ml', '250 ml'] },
];

/** Which attributes describe each category (required or not), by name. */
export const SEED_CATEGORY_ATTRIBUTES: readonly [string, string, boolean][] = [
  ['Groceries', 'Weight', true],
  ['Home & Kitchen', 'Material', true],
  ['Home & Kitchen', 'Colour', false],
  ['Fashion', 'Size', true],
  ['Fashion', 'Colour', true],
  ['Fashion', 'Material', false],
  ['Electronics', 'Colour', false],
  ['Beauty', 'Volume', true],
];

/** Which attributes a category's products vary by, by name. */
export const SEED_VARIANT_ATTRIBUTES: readonly [string, string][] = [
  ['Groceries', 'Weight'],
  ['Home & Kitchen', 'Colour'],
  ['Fashion', 'Size'],
  ['Fashion', 'Colour'],
  ['Electronics', 'Colour'],
  ['Beauty', 'Volume'],
];

/** Taxes: name, rate in basis points, state code (none: everywhere), active. */
export const SEED_TAXES: readonly [string, number, string | null, boolean][] = [
  ['Texas sales tax', 625, 'TX', true],
  ['California sales tax', 725, 'CA', true],
  ['New York sales tax', 400, 'NY', true],
  ['Florida sales tax', 600, 'FL', true],
  ['Washington sales tax', 650, 'WA', true],
  ['Digital services levy', 150, null, false],
];

/** Shipping methods: name, carrier, fee, free over, fewest and most days, active. */
export const SEED_SHIPPING_METHODS: readonly [
  string,
  string,
  number,
  number | null,
  number,
  number,
  boolean,
][] = [
  ['Economy', 'USPS', 299, null, 5, 8, true],
  ['Standard', 'USPS', 499, 5000, 3, 5, true],
  ['Express', 'UPS', 1299, 15000, 1, 2, true],
  ['Next day', 'FedEx', 2499, null, 1, 1, true],
  ['Freight (large items)', 'Roadway Freight', 4999, null, 7, 14, false],
];

/** The policy pages: title, slug, body (HTML). */
export const SEED_POLICY_PAGES: readonly [string, string, string][] = [
  [
    'Returns',
    'returns',
    '<h2>Returns and refunds</h2><p>Most items can be returned within <strong>30 days</strong> of delivery, unused and in their original packaging.</p><ul><li>Fresh groceries and opened beauty products cannot be returned.</li><li>Refunds go back to the original payment method within 5 working days of the store receiving the item.</li></ul><p>Start a return from your order page, or <a href="mailto:support@marketplace.example">write to us</a>.</p>',
  ],
  [
    'Shipping',
    'shipping',
    '<h2>Shipping</h2><p>Each store ships its part of your order itself, so one order may arrive in several parcels.</p><table><thead><tr><th>Method</th><th>Days</th><th>Fee</th></tr></thead><tbody><tr><td>Economy</td><td>5-8</td><td>$2.99</td></tr><tr><td>Standard</td><td>3-5</td><td>$4.99, free from $50</td></tr><tr><td>Express</td><td>1-2</td><td>$12.99, free from $150</td></tr><tr><td>Next day</td><td>1</td><td>$24.99</td></tr></tbody></table>',
  ],
  [
    'Privacy',
    'privacy',
    '<h2>Privacy</h2><p>We keep your name, address and orders to deliver what you buy, and share with a store only what it needs to ship your order.</p><p>We never sell your data. You may ask for a copy of it, or for its deletion, at any time.</p>',
  ],
  [
    'Seller terms',
    'seller-terms',
    '<h2>Terms for sellers</h2><ol><li>Stores are reviewed before they open, and each new or changed product is approved before it goes live.</li><li>The marketplace keeps a commission of each delivered sale (10% unless your plan says otherwise) and pays the rest, less refunds, 7 days after each period ends.</li><li>Stores answer customers within 2 working days and honour the returns policy.</li></ol>',
  ],
];

/** The brand's app settings row. */
export const SEED_APP_SETTINGS = {
  commission_rate: 1000,
  payout_delay_days: 7,
  min_payout: 5000,
  reviews_auto_publish: false,
  support_email: 'support@marketplace.example',
} as const;
