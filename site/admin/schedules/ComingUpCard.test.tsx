import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { $adminLanguage } from '../i18n/text.ts';
import { jsonResponse, mockFetch, requestOf } from '../../test/fetch-mock.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import { ComingUpCard } from './ComingUpCard.tsx';

const items = [
  { kind: 'project-live', id: 4, title: 'Maadi Garden Villa', at: '2026-12-06T07:30:00.000Z' },
  { kind: 'content', sections: ['home', 'about'], at: '2026-12-07T06:00:00.000Z' },
  { kind: 'newsletter', id: 2, title: 'Winter at the studio', at: '2026-12-08T08:00:00.000Z' },
];

let fetchMock: ReturnType<typeof mockFetch>;
const changes = async () => (await Promise.all(fetchMock.mock.calls.map((call) => requestOf(call)))).filter((request) => request.method === 'POST');

beforeEach(() => {
  $toasts.set([]);
  fetchMock = mockFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const { method } = await requestOf([input, init]);
    return jsonResponse({ items: method === 'POST' ? items.slice(1) : items });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  $adminLanguage.set('en');
});

describe('"Coming up" on the dashboard', () => {
  it('lists what is scheduled in Cairo time and publishes an item now', async () => {
    renderAdmin(<ComingUpCard />);
    const list = await screen.findByRole('list', { name: 'Coming up' });
    const [project, content] = within(list).getAllByRole('listitem');
    expect(project).toHaveTextContent('December 6, 2026 at 9:30 AM');
    expect(project).toHaveTextContent('Project goes live');
    expect(content).toHaveTextContent('Home, About');
    await userEvent.click(within(project as HTMLElement).getByRole('button', { name: 'Publish now' }));
    await waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Published', description: 'Maadi Garden Villa' }));
    expect((await changes())[0]).toMatchObject({ path: '/api/admin/coming-up/now', body: { kind: 'project-live', id: 4 } });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  });

  it('asks before sending a newsletter now, and unschedules in Arabic', async () => {
    $adminLanguage.set('ar');
    renderAdmin(<ComingUpCard />);
    const list = await screen.findByRole('list', { name: 'المواعيد القادمة' });
    const issue = within(list).getAllByRole('listitem')[2] as HTMLElement;
    await userEvent.click(within(issue).getByRole('button', { name: 'الإرسال الآن' }));
    expect(await screen.findByRole('alertdialog', { name: 'هل تريد إرسال هذه النشرة الآن؟' })).toBeInTheDocument();
    expect(await changes()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    await userEvent.click(within(issue).getByRole('button', { name: 'إلغاء الموعد' }));
    await waitFor(async () => expect((await changes())[0]).toMatchObject({ path: '/api/admin/coming-up/unschedule', body: { kind: 'newsletter', id: 2 } }));
  });
});
