/**
 * The parsed body of an answer: JSON when the server says so, text otherwise, undefined when
 * empty (204 and friends).
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const contentType = response.headers.get('Content-Type') ?? '';
  return /[/+]json\b/i.test(contentType) ? JSON.parse(text) : text;
}
