import { check, LinkState } from 'linkinator';
import { expect, test } from '../fixtures.ts';
import { must } from '../../../shared/must.ts';

test('no same-origin link, image or script on the public site is broken', async ({ baseURL }) => {
  const origin = new URL(must(baseURL)).origin;
  const { links } = await check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 4,
    timeout: 20_000,
    // Other sites (social profiles, maps) are theirs to keep up; this checks ours. The WhatsApp links
    // (/go/whatsapp) count a chat and leave for wa.me: api/leads/whatsapp.test.ts checks them.
    linksToSkip: async (link) => !link.startsWith(origin) || link.startsWith(`${origin}/go/`),
  });
  const broken = links.filter((link) => link.state === LinkState.BROKEN).map((link) => `${link.status ?? 'no answer'} ${link.url} (on ${link.parent})`);
  const checked = links.filter((link) => link.state === LinkState.OK).map((link) => new URL(link.url).pathname);
  expect(broken).toEqual([]);
  // The crawl really went through the site: the listing, a project and the contact page were reached.
  expect(checked).toEqual(expect.arrayContaining(['/portfolio', '/contact', '/portfolio/sabaya-rooftop-restaurant']));
});
