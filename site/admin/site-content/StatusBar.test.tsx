import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteContent } from '../../../shared/site-content/defaults.ts';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { renderSiteContentPage, siteContentState } from './site-content-fixture.tsx';

const withDraft = siteContentState({ contact: { ...defaultSiteContent.contact, faq: { ...defaultSiteContent.contact.faq, items: [] } } });
const publishes = [
  { id: 2, publishedAt: '2026-11-22T13:05:00.000Z', publishedBy: 'Mona Farouk', sections: ['company', 'contact'] },
  { id: 1, publishedAt: '2026-11-20T09:00:00.000Z', publishedBy: null, sections: ['home'] },
];

let fetchMock: ReturnType<typeof mockFetch>;
const requests = () => Promise.all(fetchMock.mock.calls.map((call) => requestOf(call)));

beforeEach(() => {
  $toasts.set([]);
  fetchMock = mockFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('Site Content status bar', () => {
  it('says everything is published when no section has a draft', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(siteContentState()));
    renderSiteContentPage('/admin/site-content/home');
    expect(await screen.findByText('Everything is published')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish changes' })).not.toBeInTheDocument();
  });

  it('names the sections with drafts and publishes them all', async () => {
    let published = false;
    fetchMock.mockImplementation(async (input, init) => {
      const { path, method } = await requestOf([input, init]);
      if (method === 'POST' && path === '/api/admin/site-content/publish') {
        published = true;
        return jsonResponse({ publish: { id: 3, publishedAt: '2026-11-23T10:00:00.000Z', publishedBy: 1, sections: ['contact'] } });
      }
      if (path === '/api/admin/publishing') return jsonResponse({ state: 'building' });
      return jsonResponse(published ? siteContentState() : withDraft);
    });
    renderSiteContentPage('/admin/site-content/seo');
    const bar = await screen.findByRole('region', { name: 'Unpublished changes' });
    expect(bar).toHaveTextContent('Drafts in Contact & FAQ.');
    await userEvent.click(within(bar).getByRole('button', { name: 'Publish changes' }));
    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Changes published' }));
    expect(await screen.findByText('Everything is published')).toBeInTheDocument();
  });

  it('discards the drafts only after confirming', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const { path } = await requestOf([input, init]);
      return jsonResponse(path === '/api/admin/site-content/discard' ? siteContentState({}, 4) : withDraft);
    });
    renderSiteContentPage('/admin/site-content/contact');
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard all unpublished changes?' });
    expect((await requests()).some((request) => request.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Everything is published')).toBeInTheDocument();
    // The screen shows the live FAQ again, not the emptied draft.
    expect(within(screen.getByRole('region', { name: 'Questions' })).getAllByRole('listitem')).toHaveLength(defaultSiteContent.contact.faq.items.length);
  });

  it('builds a preview and opens the page the screen edits in a new tab', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    let polls = 0;
    fetchMock.mockImplementation(async (input, init) => {
      const { path, method } = await requestOf([input, init]);
      if (path === '/api/admin/site-content/preview') {
        if (method === 'POST') return jsonResponse({ preview: { state: 'building', builtAt: null, error: null, url: '/admin/preview/site/' } }, 202);
        polls += 1;
        return jsonResponse({ preview: { state: 'ready', builtAt: '2026-11-23T10:00:00.000Z', error: null, url: '/admin/preview/site/' } });
      }
      return jsonResponse(withDraft);
    });
    renderSiteContentPage('/admin/site-content/contact');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Building preview…')).toBeInTheDocument();
    await waitFor(() => expect(tab.location.href).toBe('/admin/preview/site/contact'), { timeout: 4000 });
    expect(polls).toBe(1);
    expect(open).toHaveBeenCalledOnce();
    open.mockRestore();
  });
});

describe('Site Content history', () => {
  it('lists the publishes with time, admin and sections, and restores one as the draft after confirming', async () => {
    let restored = false;
    fetchMock.mockImplementation(async (input, init) => {
      const { path, method } = await requestOf([input, init]);
      if (path === '/api/admin/site-content/history') return jsonResponse({ publishes });
      if (method === 'POST' && path === '/api/admin/site-content/history/1/restore') {
        restored = true;
        return jsonResponse(siteContentState({ home: defaultSiteContent.home }, 4));
      }
      return jsonResponse(siteContentState());
    });
    renderSiteContentPage('/admin/site-content/history');
    const entries = within(await screen.findByRole('list', { name: 'Published versions' })).getAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('November 22, 2026');
    expect(entries[0]).toHaveTextContent('by Mona Farouk');
    expect(entries[0]).toHaveTextContent('Company, Contact & FAQ');
    expect(entries[1]).toHaveTextContent('Home');

    await userEvent.click(within(entries[1] as HTMLElement).getByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore this version as a draft?' });
    expect(restored).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    const bar = await screen.findByRole('region', { name: 'Unpublished changes' });
    expect(bar).toHaveTextContent('Drafts in Home.');
    expect(restored).toBe(true);
  });
});
