import { describe, expect, it } from 'vitest';
import { addressOf, isRedirectTarget, redirectTargetOf, sitePathOf } from './redirect-paths.ts';
import { redirectSchema } from './schemas/redirect.ts';

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

  it('never leave the site once decoded: an encoded second slash or backslash is another host to a browser', () => {
    for (const offSite of ['/%2F%2Fevil.example', '/%2Fevil.example', '/%5Cevil.example', '/%2F%5Cevil.example', '/%2e%2e/%2Fevil.example']) {
      expect(sitePathOf(offSite), offSite).toBeNull();
      expect(redirectTargetOf(offSite), offSite).toBeNull();
      expect(redirectTargetOf(`${offSite}?a=1`), offSite).toBeNull();
    }
    expect(redirectSchema.safeParse({ from: '/old', to: '/%2F%2Fevil.example' }).success).toBe(false);
    expect(redirectSchema.safeParse({ from: '/%2F%2Fevil.example', to: '/contact' }).success).toBe(false);
  });

  it('are read again when stored: a target that would leave the site unannounced is not one', () => {
    for (const stored of ['///evil.example', '//evil.example', '/\\evil.example', '/a/../b', 'http://evil.example', 'javascript:alert(1)', '/a?b\nc']) {
      expect(isRedirectTarget(stored), stored).toBe(false);
    }
    for (const stored of ['/portfolio?filter=retail', '/عرض', 'https://www.instagram.com/nileatelier']) expect(isRedirectTarget(stored), stored).toBe(true);
  });

  it('are written on the wire in ASCII', () => {
    expect(addressOf('/عرض الأسعار?ref=wa')).toBe('/%D8%B9%D8%B1%D8%B6%20%D8%A7%D9%84%D8%A3%D8%B3%D8%B9%D8%A7%D8%B1?ref=wa');
    expect(addressOf('https://example.com/a%20b')).toBe('https://example.com/a%20b');
  });
});
