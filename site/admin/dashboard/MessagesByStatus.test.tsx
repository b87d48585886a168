import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { $adminLanguage } from '../i18n/text.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import { MessagesByStatus } from './MessagesByStatus.tsx';

const BY_STATUS = { New: 3, Read: 1, Replied: 2, Archived: 0, Spam: 11 };

afterEach(() => $adminLanguage.set('en'));

describe('MessagesByStatus', () => {
  it('names each status’s link with its count as a phrase of its own', () => {
    renderAdmin(<MessagesByStatus byStatus={BY_STATUS} />);
    expect(screen.getByRole('link', { name: 'New, 3 messages' })).toHaveAttribute('href', '/admin/messages?status=New');
    expect(screen.getByRole('link', { name: 'Read, 1 message' })).toBeInTheDocument();
  });

  it('says the counts in Arabic, a dual standing alone', () => {
    $adminLanguage.set('ar');
    renderAdmin(<MessagesByStatus byStatus={BY_STATUS} />);
    expect(screen.getByRole('link', { name: 'جديدة، 3 رسائل' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تم الرد، رسالتان' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مؤرشفة، لا توجد رسائل' })).toBeInTheDocument();
  });
});
