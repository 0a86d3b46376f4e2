import type { ResourceRow } from '@backoffice/app-kit/resources';
import { describe, expect, it } from 'vitest';
import { duplicateQueries, mergeMatches } from './duplicates';

const person = (id: number, name: string): ResourceRow => ({
  id,
  name,
  date_of_birth: '1986-04-12',
  phone: '7135551012',
  labels: { category_id: 'Families', state_id: 'Texas' },
  created_at: '',
  updated_at: '',
});

describe('the duplicate lookups', () => {
  it('ask by whole name and birth, and by the phone as stored', () => {
    const { byBirth, byPhone } = duplicateQueries({
      id: null,
      name: '  Amina   Bello ',
      dateOfBirth: '1986-04-12',
      phone: '(713) 555-1012',
    });
    expect(new URLSearchParams(byBirth ?? '').get('filter[name]')).toBe('Amina Bello');
    expect(new URLSearchParams(byBirth ?? '').get('filter[date_of_birth]')).toBe('1986-04-12');
    expect(new URLSearchParams(byPhone ?? '').get('filter[phone]')).toBe('7135551012');
  });

  it('ask nothing without a birth or a phone', () => {
    expect(duplicateQueries({ id: null, name: 'Amina', dateOfBirth: null, phone: ' ' })).toEqual({
      byBirth: null,
      byPhone: null,
    });
  });

  it('merge both answers, one row per person with every reason, never the record itself', () => {
    const amina = person(12, 'Amina Bello');
    const musa = person(13, 'Musa Bello');
    const self = person(20, 'Amina Bello');
    const merged = mergeMatches(20, [amina, self], [amina, musa, self]);
    expect(merged.map((m) => [m.id, m.reasons])).toEqual([
      [12, ['name_and_birth', 'phone']],
      [13, ['phone']],
    ]);
  });
});
