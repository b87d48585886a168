import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('reads like a file manager', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(820 * 1024)).toBe('820 KB');
    expect(formatBytes(14.2 * 1024 * 1024)).toBe('14.2 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });

  it('names the units in the reader’s language', () => {
    const arabic = ['بايت', 'كيلوبايت', 'ميجابايت', 'جيجابايت', 'تيرابايت'];
    expect(formatBytes(512, arabic)).toBe('512 بايت');
    expect(formatBytes(14.2 * 1024 * 1024, arabic)).toBe('14.2 ميجابايت');
  });
});
