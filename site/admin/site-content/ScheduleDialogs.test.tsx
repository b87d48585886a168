import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteContent } from '../../../shared/site-content/defaults.ts';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { renderSiteContentPage, siteContentState } from './site-content-fixture.tsx';

const drafts = siteContentState({ home: structuredClone(defaultSiteContent.home), contact: structuredClone(defaultSiteContent.contact) });
const scheduled = (() => {
  const state = structuredClone(drafts);
  state.sections.home.publishAt = '2026-12-06T07:00:00.000Z';
  return state;
})();

let fetchMock: ReturnType<typeof mockFetch>;
const posts = async () => (await Promise.all(fetchMock.mock.calls.map((call) => requestOf(call)))).filter((request) => request.method !== 'GET');

beforeEach(() => {
  $toasts.set([]);
  fetchMock = mockFetch();
});
afterEach(() => vi.unstubAllGlobals());

describe('publishing site content at a chosen time', () => {
  it('schedules the chosen sections at a Cairo time', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const { path } = await requestOf([input, init]);
      return jsonResponse(path === '/api/admin/site-content/schedule' ? scheduled : drafts);
    });
    renderSiteContentPage('/admin/site-content/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Publish at…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish at a chosen time' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Contact & FAQ' }));
    const when = within(dialog).getByRole('group', { name: 'Goes live' });
    fireEvent.change(within(when).getByLabelText('Date (Cairo)'), { target: { value: '2099-12-06' } });
    fireEvent.change(within(when).getByLabelText('Time (Cairo)'), { target: { value: '09:00' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Changes scheduled' }));
    expect((await posts())[0]?.body).toEqual({ sections: ['home'], at: '2099-12-06T09:00:00+02:00' });
    const bar = screen.getByRole('region', { name: 'Unpublished changes' });
    expect(bar).toHaveTextContent('Home: scheduled to go live on December 6, 2026 at 9:00 AM, Cairo time.');
    expect(bar).toHaveTextContent('Drafts in Contact & FAQ.');
  });

  it('asks whether a scheduled screen keeps its time when it is saved again', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      const { method } = await requestOf([input, init]);
      return jsonResponse(method === 'PUT' ? { section: 'home', ...scheduled.sections.home, publishAt: null } : scheduled);
    });
    renderSiteContentPage('/admin/site-content/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Save draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep the schedule?' });
    expect(dialog).toHaveTextContent('December 6, 2026 at 9:00 AM');
    expect(await posts()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the schedule' }));
    await waitFor(async () => expect((await posts())[0]?.body).toMatchObject({ version: 3, keepSchedule: false }));
  });
});
