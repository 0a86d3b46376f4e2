/**
 * A decimal comma, as many people type one: "7,2" for seven point two. In the product's en-US
 * figures a comma groups thousands, so a comma followed by exactly three digits ("1,250") is
 * read as such, as are commas between groups of three ("1,250,000"); a single comma followed by
 * one, two or four or more digits cannot group thousands and is the decimal point.
 *
 * Answers the text with that comma made a point ("7.2", "$7.25", "7.2 kg"), or null when the text
 * holds no decimal comma (then the field reads it as it is).
 */
export function withDecimalPoint(text: string): string | null {
  const match = /^([^\d,.]*\d+),(\d{1,2}|\d{4,})([^\d,.]*)$/.exec(text.trim());
  return match ? `${match[1]}.${match[2]}${match[3]}` : null;
}

/**
 * Whether the text holds a comma that neither groups thousands nor is a decimal comma ("1,2,3",
 * "12,50,000"): read as it is it would be another number than the one meant, so it is refused.
 */
export function hasMisplacedComma(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed.includes(',') || withDecimalPoint(trimmed) !== null) return false;
  return !/^[^\d,.]*\d{1,3}(,\d{3})+(\.\d*)?[^\d,.]*$/.test(trimmed);
}

/**
 * How many digits the text has after its decimal point (a decimal comma counts as one): "19.999"
 * has 3, "1,250" none. A field refuses more than its figures show, rather than round them away.
 */
export function decimalsTyped(text: string): number {
  const pointed = withDecimalPoint(text) ?? text;
  const fraction = /\.(\d*)/.exec(pointed);
  return fraction?.[1]?.length ?? 0;
}
