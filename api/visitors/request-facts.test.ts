import { describe, expect, it } from 'vitest';
import { campaignFacts, deviceClass, isBot, referrerHost } from './request-facts.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('what a request says of its visitor', () => {
  it('tells people from bots, crawlers and headless browsers', () => {
    expect(isBot(IPHONE)).toBe(false);
    expect(isBot(WINDOWS)).toBe(false);
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
    expect(isBot('curl/8.5.0')).toBe(true);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36')).toBe(true);
    expect(isBot('')).toBe(true);
    expect(isBot(undefined)).toBe(true);
  });

  it('sorts devices into phones, tablets and desktops', () => {
    expect([IPHONE, ANDROID_PHONE].map(deviceClass)).toEqual(['phone', 'phone']);
    expect([IPAD, ANDROID_TABLET].map(deviceClass)).toEqual(['tablet', 'tablet']);
    expect(deviceClass(WINDOWS)).toBe('desktop');
  });

  it('keeps the host of another site that sent the visitor, and nothing for this site or a bad header', () => {
    expect(referrerHost('https://www.instagram.com/p/abc?igsh=1', 'nileatelier.com')).toBe('instagram.com');
    expect(referrerHost('https://l.facebook.com/l.php?u=x', 'nileatelier.com')).toBe('l.facebook.com');
    expect(referrerHost('https://www.nileatelier.com/portfolio', 'nileatelier.com')).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', 'nileatelier.com')).toBeNull();
    expect(referrerHost('not a url', 'nileatelier.com')).toBeNull();
    expect(referrerHost(undefined, 'nileatelier.com')).toBeNull();
  });

  it('reads the campaign of a landing address', () => {
    expect(campaignFacts(new URLSearchParams('utm_source=Instagram&utm_medium=paid&utm_campaign=spring-launch&fbclid=abc'))).toEqual({
      utmSource: 'instagram',
      utmMedium: 'paid',
      utmCampaign: 'spring-launch',
      clickId: 'fbclid',
    });
    expect(campaignFacts(new URLSearchParams('gclid=x'))).toEqual({ utmSource: null, utmMedium: null, utmCampaign: null, clickId: 'gclid' });
    expect(campaignFacts(new URLSearchParams(`utm_source=${'a'.repeat(300)}%00`)).utmSource).toHaveLength(100);
    expect(campaignFacts(new URLSearchParams('utm_source=%20%20')).utmSource).toBeNull();
  });
});
