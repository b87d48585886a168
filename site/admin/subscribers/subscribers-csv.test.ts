import { describe, expect, it } from 'vitest';
import { BOM } from '../lib/csv.ts';
import type { Subscriber } from '../lib/api-types.ts';
import { subscribersCsv, subscribersFileName } from './subscribers-csv.ts';

const facts: Omit<Subscriber, 'id' | 'email' | 'createdAt'> = { lang: 'en', status: 'confirmed', confirmedAt: null, unsubscribedAt: null };

describe('subscriber CSV', () => {
  it('has the columns Email and Subscription Date, then Language and Status, one row per subscriber', () => {
    const csv = subscribersCsv(
      [
        { ...facts, id: 2, email: 'amal@example.com', createdAt: '2026-11-22T12:00:00.000Z', lang: 'ar' },
        { ...facts, id: 1, email: '-2+3@example.com', createdAt: 'yesterday', status: 'unsubscribed' },
      ],
      'en',
    );
    expect(csv).toBe(
      `${BOM}Email,Subscription Date,Language,Status\r\namal@example.com,"November 22, 2026",Arabic,Confirmed\r\n'-2+3@example.com,yesterday,English,Unsubscribed\r\n`,
    );
  });

  it('names its columns and writes its dates in Arabic for an Arabic admin', () => {
    expect(subscribersCsv([{ ...facts, id: 2, email: 'amal@example.com', createdAt: '2026-11-22T12:00:00.000Z', status: 'pending' }], 'ar')).toBe(
      `${BOM}البريد الإلكتروني,تاريخ الاشتراك,اللغة,الحالة\r\namal@example.com,22 نوفمبر 2026,الإنجليزية,بانتظار التأكيد\r\n`,
    );
  });

  it('is only the header for no subscribers', () => {
    expect(subscribersCsv([], 'en')).toBe(`${BOM}Email,Subscription Date,Language,Status\r\n`);
  });

  it('is named after the studio, "subscribers" and the date', () => {
    expect(subscribersFileName(new Date('2026-11-22T20:30:00Z'))).toBe('nile-atelier-subscribers-2026-11-22.csv');
  });
});
