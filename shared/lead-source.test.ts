import { describe, expect, it } from 'vitest';
import { describeSource, describeSourceKey, sourceKey, type VisitSource } from './lead-source.ts';

const none: VisitSource = { referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, clickId: null };

describe('a visit source in words', () => {
  it('names a campaign by its UTM source, medium and campaign', () => {
    const source = { ...none, referrer: 'instagram.com', utmSource: 'instagram', utmMedium: 'paid', utmCampaign: 'spring-launch' };
    expect(describeSource(source)).toEqual({ kind: 'campaign', name: 'instagram / paid / spring-launch' });
    expect(sourceKey(source)).toBe('instagram');
  });

  it('names search engines, social networks, other sites, ad clicks and direct visits', () => {
    expect(describeSource({ ...none, referrer: 'google.com.eg' })).toEqual({ kind: 'search', name: 'Google' });
    expect(describeSource({ ...none, referrer: 'l.facebook.com' })).toEqual({ kind: 'social', name: 'Facebook' });
    expect(describeSource({ ...none, referrer: 'archdaily.com' })).toEqual({ kind: 'site', name: 'archdaily.com' });
    expect(describeSource({ ...none, clickId: 'gclid' })).toEqual({ kind: 'ad', name: 'Google Ads' });
    expect(describeSource(none)).toEqual({ kind: 'direct' });
    expect([sourceKey({ ...none, referrer: 'm.facebook.com' }), sourceKey(none), sourceKey({ ...none, referrer: 'archdaily.com' })]).toEqual([
      'facebook',
      'direct',
      'archdaily.com',
    ]);
  });
});

describe('a source key in words', () => {
  it('names the source every grouped visit of the key came from, as far as the key tells', () => {
    const sources: VisitSource[] = [
      none,
      { ...none, referrer: 'google.com.eg' },
      { ...none, referrer: 'l.instagram.com' },
      { ...none, clickId: 'fbclid' },
      { ...none, referrer: 'archdaily.com' },
      { ...none, utmSource: 'newsletter', utmMedium: 'email' },
    ];
    expect(sources.map((source) => describeSourceKey(sourceKey(source)))).toEqual([
      { kind: 'direct' },
      { kind: 'search', name: 'Google' },
      { kind: 'social', name: 'Instagram' },
      { kind: 'ad', name: 'Meta ads' },
      { kind: 'site', name: 'archdaily.com' },
      { kind: 'campaign', name: 'newsletter' },
    ]);
  });
});
