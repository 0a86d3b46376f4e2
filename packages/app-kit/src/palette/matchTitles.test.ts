import { describe, expect, it } from 'vitest';
import { matchTitles } from './matchTitles';

const titles = ['Vendors', 'New Vendor', 'Expense Categories', 'New Expense Category', 'Notices'];
const match = (text: string) => matchTitles(titles, text, (title) => title);

describe('matchTitles', () => {
  it('finds titles with a word starting with each word typed, ignoring case', () => {
    expect(match('new vend')).toEqual(['New Vendor']);
    expect(match('CAT exp')).toEqual(['Expense Categories', 'New Expense Category']);
    expect(match('vendor')).toEqual(['Vendors', 'New Vendor']);
    expect(match('ices')).toEqual([]);
  });

  it('puts titles that start with the text first', () => {
    expect(match('vend')).toEqual(['Vendors', 'New Vendor']);
    expect(match('expense')).toEqual(['Expense Categories', 'New Expense Category']);
    expect(match('n')).toEqual(['New Vendor', 'New Expense Category', 'Notices']);
  });

  it('answers every item for no words', () => {
    expect(match('  ')).toEqual(titles);
    expect(match('-')).toEqual(titles);
  });
});
