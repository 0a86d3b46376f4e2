/**
 * A CSV file of `count` products in the demo shelves (SKUs `<prefix>-000001`...), as the import
 * takes it: for the import's tests and its bench.
 */
const SHELVES = ['Produce', 'Dairy', 'Bakery', 'Pantry', 'Household'];

export function productsCsv(count: number, prefix: string): string {
  const lines = ['Name,SKU,Category,Price,Stock,Active,Description'];
  for (let i = 1; i <= count; i++) {
    const price = (99 + ((i * 37) % 900)) / 100;
    lines.push(
      `Product ${i},${prefix}-${String(i).padStart(6, '0')},${SHELVES[i % 5]},${price.toFixed(2)},${i % 200},Yes,"Imported item ${i}, boxed"`,
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
