import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compileHints';

describe('withCompileHint', () => {
  it('puts the hint on a line of its own above the code, and the map one line down', () => {
    const hinted = withCompileHint('const a=1;\nexport{a};', 'AAAA;AACA');
    expect(hinted.code).toBe('//# allFunctionsCalledOnLoad\nconst a=1;\nexport{a};');
    expect(hinted.code.split('\n')[0]).toBe(COMPILE_HINT);
    // The first generated line (the hint) maps to nothing; the code's lines keep their segments.
    expect(hinted.mappings).toBe(';AAAA;AACA');
  });

  it('leaves a file that has the hint already as it is', () => {
    const once = withCompileHint('x();', 'AAAA');
    expect(withCompileHint(once.code, once.mappings)).toEqual(once);
  });
});
