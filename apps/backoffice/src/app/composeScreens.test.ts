import type { ScreenLoader } from '@backoffice/app-kit';
import { describe, expect, it } from 'vitest';
import { composeScreens } from './composeScreens';

function Nothing() {
  return null;
}

/** A distinct loader per call, so each table's screens can be told apart. */
const loader = (): ScreenLoader => async () => ({ Component: Nothing });

describe('composeScreens', () => {
  it('lets a hand-written screen win over the generic one, whatever the order', () => {
    const generic = {
      'jf-sales': loader(),
      'jf-sale-items': loader(),
    };
    const farm = { 'jf-sales': loader() };
    const screens = composeScreens([{ farm }], generic);
    expect(screens['jf-sales']).toBe(farm['jf-sales']);
    expect(screens['jf-sale-items']).toBe(generic['jf-sale-items']);
  });

  it('refuses two hand-written screens for one route', () => {
    expect(() =>
      composeScreens([{ app: { dashboard: loader() } }, { farm: { dashboard: loader() } }], {}),
    ).toThrow('The route "dashboard" has two screens: app\'s and farm\'s.');
  });
});
