import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo.ts';

describe('boundedMemo', () => {
  it('works an input out once, a null answer included, and again only after a flood made it forget', () => {
    const asked: string[] = [];
    const lengthOf = boundedMemo((input: string) => {
      asked.push(input);
      return input === 'none' ? null : input.length;
    }, 3);
    expect([lengthOf('ab'), lengthOf('ab'), lengthOf('none'), lengthOf('none')]).toEqual([2, 2, null, null]);
    expect(asked).toEqual(['ab', 'none']);
    lengthOf('abc');
    lengthOf('abcd');
    expect(lengthOf('ab')).toBe(2);
    expect(asked).toEqual(['ab', 'none', 'abc', 'abcd', 'ab']);
  });
});
