import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../../shared/site-content/defaults.ts';
import { sameContent } from './same-content.ts';

describe('sameContent', () => {
  it('reads key order and surrounding spaces as the same content, and any real change as different', () => {
    const { phone, email, ...rest } = defaultSiteContent.company;
    expect(sameContent('company', defaultSiteContent.company, { email: ` ${email} `, ...rest, phone })).toBe(true);
    expect(sameContent('company', defaultSiteContent.company, { ...defaultSiteContent.company, phone: '+20 100 555 0199' })).toBe(false);
  });
});
