/**
 * Stories at a phone's width (390 x 844, the phone of a farm hand, a driver, a concierge) and
 * the check their play functions end with: nothing scrolls sideways and nothing of the screen
 * paints over the app's top bar.
 */
import { vars } from '@backoffice/ui/theme';
import { expect, waitFor } from 'storybook/test';

export const PHONE_WIDTH = 390;

/** A story's `parameters` and `globals` for the 390 px phone. */
export const phoneViewport = {
  parameters: {
    viewport: {
      options: {
        phone: { name: 'Phone (390 px)', styles: { width: `${PHONE_WIDTH}px`, height: '844px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
} as const;

const describe = (element: Element) =>
  `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[aria-label="${element.getAttribute('aria-label')}"]` : ''} ${element.scrollWidth}>${element.clientWidth}`;

/** The stacking level of the app's top bar, as the theme gives it. */
function topBarLevel(document: Document): number {
  const probe = document.createElement('div');
  probe.style.position = 'relative';
  probe.style.zIndex = vars.zIndex.sticky;
  document.body.append(probe);
  const level = Number(getComputedStyle(probe).zIndex);
  probe.remove();
  return level;
}

/**
 * At 390 px the page is no wider than the window, no part of the screen scrolls sideways (a
 * table's columns off to the right), and nothing in it sticks or floats at the top bar's level
 * or above it (a table's header passing over the top bar as the page scrolls).
 */
export async function expectFitsPhone(canvasElement: HTMLElement): Promise<void> {
  const document = canvasElement.ownerDocument;
  const root = document.documentElement;
  await waitFor(() => expect(root.clientWidth).toBe(PHONE_WIDTH));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  const parts = [...canvasElement.querySelectorAll('*')];
  const sideways = parts.filter(
    (element) =>
      /(auto|scroll)/.test(getComputedStyle(element).overflowX) &&
      element.scrollWidth > element.clientWidth + 1,
  );
  await expect(sideways.map(describe)).toEqual([]);
  const beyond = parts.filter((element) => element.getBoundingClientRect().right > PHONE_WIDTH + 1);
  await expect(beyond.map(describe)).toEqual([]);
  const level = topBarLevel(document);
  const above = parts.filter((element) => {
    const style = getComputedStyle(element);
    return /(sticky|fixed)/.test(style.position) && Number(style.zIndex) >= level;
  });
  await expect(above.map(describe)).toEqual([]);
}
