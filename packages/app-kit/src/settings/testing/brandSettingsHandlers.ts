import {
  BRAND_SETTINGS_ATTRIBUTES,
  BRAND_SETTINGS_RULES,
  brandSettingsConflict,
  validate,
  validationErrorBody,
} from '@backoffice/contract';
import { delay, HttpResponse, http } from 'msw';
import { freshEachStory } from '../../testing/freshEachStory';

export interface BrandSettingsHandlerOptions {
  /** The zone stored at first. @default 'UTC' */
  zone?: string;
  /**
   * Another administrator saves this zone once the form has opened: the form's first save
   * answers 409, and the settings read again show it.
   */
  changedMeanwhileTo?: string;
  /** The settings never come (the skeleton), or fail (the alert). */
  state?: 'pending' | 'failing';
  /** Zones this server does not know (an older time zone database than the browser's): 422. */
  unknownZones?: readonly string[];
}

/**
 * `GET` and `PUT /api/brand-settings` for brand 2, as the server answers them: the contract's
 * rules refuse an unknown zone, and a save from a zone that is no longer stored is a 409. The
 * stored zone starts afresh for every story.
 */
export function brandSettingsHandlers({
  zone = 'UTC',
  changedMeanwhileTo,
  state,
  unknownZones = [],
}: BrandSettingsHandlerOptions = {}) {
  return freshEachStory(() => settingsHandlers(zone, changedMeanwhileTo, state, unknownZones));
}

function settingsHandlers(
  zone: string,
  changedMeanwhileTo: string | undefined,
  state: BrandSettingsHandlerOptions['state'],
  unknownZones: readonly string[],
) {
  let stored = zone;
  let otherSave = changedMeanwhileTo;
  const answer = (time_zone: string) =>
    HttpResponse.json({ data: { id: 2, name: 'Poultry', time_zone } });
  return [
    http.get('*/api/brand-settings', async () => {
      if (state === 'pending') await delay('infinite');
      if (state === 'failing')
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      const shown = stored;
      if (otherSave) {
        stored = otherSave;
        otherSave = undefined;
      }
      return answer(shown);
    }),
    http.put('*/api/brand-settings', async ({ request }) => {
      // The app's client sends a form, as Laravel reads it.
      const form = new URLSearchParams(await request.text());
      const body = {
        time_zone: form.get('time_zone') ?? undefined,
        time_zone_was: form.get('time_zone_was') ?? undefined,
      };
      const known = !unknownZones.includes(String(body.time_zone));
      const result = validate(known ? body : { time_zone: 'not a zone' }, BRAND_SETTINGS_RULES, {
        attributes: BRAND_SETTINGS_ATTRIBUTES,
      });
      if (!result.valid)
        return HttpResponse.json(validationErrorBody(result.errors), { status: 422 });
      if (body.time_zone_was !== undefined && body.time_zone_was !== stored) {
        return HttpResponse.json({ message: brandSettingsConflict(stored) }, { status: 409 });
      }
      stored = String(body.time_zone);
      return answer(stored);
    }),
  ];
}
