import { afterEach, describe, expect, it } from 'vitest';
import { isTypingTarget, listShortcut } from './useListShortcuts';

const key = (init: Partial<KeyboardEvent> & { key: string }) => ({
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  repeat: false,
  target: document.body,
  ...init,
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('listShortcut', () => {
  it('reads `/` as search and `n` as new', () => {
    expect(listShortcut(key({ key: '/' }))).toBe('search');
    expect(listShortcut(key({ key: 'n' }))).toBe('new');
    expect(listShortcut(key({ key: 'N' }))).toBeNull();
    expect(listShortcut(key({ key: 'x' }))).toBeNull();
  });

  it('leaves keys with Ctrl, Cmd or Alt, and held keys, alone', () => {
    expect(listShortcut(key({ key: 'n', ctrlKey: true }))).toBeNull();
    expect(listShortcut(key({ key: 'n', metaKey: true }))).toBeNull();
    expect(listShortcut(key({ key: '/', altKey: true }))).toBeNull();
    expect(listShortcut(key({ key: 'n', repeat: true }))).toBeNull();
  });

  it('leaves keys typed in a field, a menu or a dialog alone', () => {
    document.body.innerHTML = `
      <input id="field" type="search" />
      <textarea id="area"></textarea>
      <div role="dialog"><button id="in-dialog">OK</button></div>
      <div role="grid"><div role="row" id="row" tabindex="0"></div></div>`;
    const target = (id: string) => document.getElementById(id);
    expect(isTypingTarget(target('field'))).toBe(true);
    expect(isTypingTarget(target('area'))).toBe(true);
    expect(listShortcut(key({ key: 'n', target: target('in-dialog') }))).toBeNull();
    expect(listShortcut(key({ key: 'n', target: target('row') }))).toBe('new');
  });
});
