/**
 * The time zones a brand may take, as the settings' combo box lists them: every IANA zone this
 * browser knows, UTC first, each by its name (what the field then holds and the server stores),
 * and the offset of a zone now ("UTC−05:00"), for the field's description.
 */
import type { SelectOption } from '@backoffice/ui/Select';

/** `UTC−05:00` for New York in winter, `UTC+05:30` for Kolkata, `UTC` for London in winter. */
export function utcOffset(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((one) => one.type === 'timeZoneName');
  const offset = (part?.value ?? 'GMT').replace('GMT', '');
  return offset === '' ? 'UTC' : `UTC${offset.replace('-', '−')}`;
}

let zones: readonly string[] | null = null;

/** Every zone this runtime knows, UTC first, the others by name. */
export function knownTimeZones(): readonly string[] {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  return zones;
}

/** The combo box's options: each zone by its name, so that the picked text is the zone. */
export function timeZoneOptions(): SelectOption[] {
  return knownTimeZones().map((zone) => ({ value: zone, name: zone }));
}
