const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer cents as US dollars, en-US: 123456 → '$1,234.56', -5000 → '-$50.00'. */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}
