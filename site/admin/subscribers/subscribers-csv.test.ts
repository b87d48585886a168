import { describe, expect, it } from 'vitest';
import { BOM } from '../lib/csv.ts';
import { subscribersCsv, subscribersFileName } from './subscribers-csv.ts';

describe('subscriber CSV', () => {
  it('has the columns Email and Subscription Date, one row per subscriber', () => {
    const csv = subscribersCsv(
      [
        { id: 2, email: 'amal@example.com', createdAt: '2026-11-22T12:00:00.000Z' },
        { id: 1, email: '-2+3@example.com', createdAt: 'yesterday' },
      ],
      'en',
    );
    expect(csv).toBe(`${BOM}Email,Subscription Date\r\namal@example.com,"November 22, 2026"\r\n'-2+3@example.com,yesterday\r\n`);
  });

  it('names its columns and writes its dates in Arabic for an Arabic admin', () => {
    expect(subscribersCsv([{ id: 2, email: 'amal@example.com', createdAt: '2026-11-22T12:00:00.000Z' }], 'ar')).toBe(
      `${BOM}البريد الإلكتروني,تاريخ الاشتراك\r\namal@example.com,22 نوفمبر 2026\r\n`,
    );
  });

  it('is only the header for no subscribers', () => {
    expect(subscribersCsv([], 'en')).toBe(`${BOM}Email,Subscription Date\r\n`);
  });

  it('is named after the studio, "subscribers" and the date', () => {
    expect(subscribersFileName(new Date('2026-11-22T20:30:00Z'))).toBe('nile-atelier-subscribers-2026-11-22.csv');
  });
});
