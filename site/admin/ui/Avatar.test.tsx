import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, initialsOf } from './Avatar.tsx';

describe('the avatar’s initials', () => {
  it('keep two Arabic initials a space apart, so they never read as a word', () => {
    expect(initialsOf('منى عبد الرحمن')).toBe('م\u00A0ع');
    expect(initialsOf('سعيد شاكر')).toBe('س\u00A0ش');
    expect(initialsOf('محمود الشريف')).toBe('م\u00A0ش');
    expect(initialsOf('Alan Allen')).toBe('AA');
    const { container } = render(<Avatar name="منى عبد الرحمن" />);
    expect(container.textContent).not.toBe('مع');
    expect(container.textContent).toBe('م\u00A0ع');
  });

  it('write Latin initials together, and one letter for one word', () => {
    expect(initialsOf('Studio Owner')).toBe('SO');
    expect(initialsOf('karim')).toBe('K');
    expect(initialsOf('هالة')).toBe('ه');
    expect(initialsOf('  ')).toBe('?');
  });
});
