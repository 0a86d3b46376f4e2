/**
 * Which layout a page gets (spec section 2): content only for `auth.` and `app.` routes and
 * while the user's first name is not loaded; the full shell otherwise.
 */
export function layoutFor(routeName: string | undefined, firstName: string | undefined) {
  if (!routeName || routeName.includes('auth.') || routeName.includes('app.')) return 'content';
  return firstName ? 'shell' : 'content';
}

export type LayoutKind = ReturnType<typeof layoutFor>;
