import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('María José García')).toBe('MG');
  });

  it('takes one letter from a single name', () => {
    expect(initialsOf('Cher')).toBe('C');
  });

  it('ignores extra spaces', () => {
    expect(initialsOf('  kwame   mensah ')).toBe('KM');
  });

  it('prefers the given initials, upper-cased and at most two letters', () => {
    expect(initialsOf('Ada Lovelace', 'adl')).toBe('AD');
    expect(initialsOf('Ada Lovelace', ' jk ')).toBe('JK');
  });

  it('falls back to the name when the given initials are blank', () => {
    expect(initialsOf('Ada Lovelace', '  ')).toBe('AL');
    expect(initialsOf('Ada Lovelace', null)).toBe('AL');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initialsOf('𝒜da 𝒵ed')).toBe('𝒜𝒵');
  });

  it('gives nothing for an empty name', () => {
    expect(initialsOf('   ')).toBe('');
  });
});
