import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '../lib/api-types.ts';
import { searchMessages } from './message-search.ts';

const inbox = { status: 'New', note: null, lang: 'en', noticeStatus: null } as const;
const messages: ContactMessage[] = [
  {
    id: 1,
    name: 'Mona Khalil',
    email: 'mona@example.com',
    phone: '+20 100 123 4567',
    subject: 'Kitchen renovation',
    message: 'We would love a quote for Maadi.',
    createdAt: '2026-11-20T09:00:00.000Z',
    ...inbox,
  },
  {
    id: 2,
    name: 'Omar Farouk',
    email: 'omar@faroukcafe.com',
    phone: '+20 122 555 0199',
    subject: 'Café fit-out',
    message: 'A 90 m² unit in Zamalek.',
    createdAt: '2026-11-21T09:00:00.000Z',
    ...inbox,
  },
];
const names = (query: string) => searchMessages(messages, query).map((message) => message.name);

describe('message search', () => {
  it('searches name, email, subject and message, ignoring case', () => {
    expect(names('MONA')).toEqual(['Mona Khalil']);
    expect(names('faroukcafe')).toEqual(['Omar Farouk']);
    expect(names('kitchen')).toEqual(['Mona Khalil']);
    expect(names('zamalek')).toEqual(['Omar Farouk']);
  });

  it('does not search the phone number', () => {
    expect(names('555')).toEqual([]);
  });
});
