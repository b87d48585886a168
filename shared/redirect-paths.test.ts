import { describe, expect, it } from 'vitest';
import { addressOf, redirectTargetOf, sitePathOf } from './redirect-paths.ts';

describe('the addresses of a redirect', () => {
  it('read a path of this site decoded, without its trailing slash', () => {
    expect(sitePathOf(' /old-page/ ')).toBe('/old-page');
    expect(sitePathOf('/%D8%B9%D8%B1%D8%B6')).toBe('/عرض');
    expect(sitePathOf('/')).toBe('/');
    for (const refused of ['old', '//host/x', '/a?b=1', '/a#top', '/a b', '/a/../b', '/%E0%A4%A', 'https://x.example/a', `/${'a'.repeat(500)}`]) {
      expect(sitePathOf(refused), refused).toBeNull();
    }
  });

  it('lead to a path of this site (with its query) or an https:// address, nothing else', () => {
    expect(redirectTargetOf('/portfolio/?filter=retail')).toBe('/portfolio?filter=retail');
    expect(redirectTargetOf('https://www.instagram.com/nileatelier')).toBe('https://www.instagram.com/nileatelier');
    for (const refused of ['http://example.com', 'javascript:alert(1)', '//example.com', 'mailto:a@b.co', 'https://localhost', 'https://user:pw@example.com', 'portfolio']) {
      expect(redirectTargetOf(refused), refused).toBeNull();
    }
  });

  it('are written on the wire in ASCII', () => {
    expect(addressOf('/عرض الأسعار?ref=wa')).toBe('/%D8%B9%D8%B1%D8%B6%20%D8%A7%D9%84%D8%A3%D8%B3%D8%B9%D8%A7%D8%B1?ref=wa');
    expect(addressOf('https://example.com/a%20b')).toBe('https://example.com/a%20b');
  });
});
