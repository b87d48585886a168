import { describe, expect, it } from 'vitest';
import { activityUrl } from './activity-url.ts';

describe('activityUrl', () => {
  it('leaves out the defaults and keeps the chosen filters', () => {
    expect(activityUrl('/api/admin/activity', { page: 1, admin: '', action: '' })).toBe('/api/admin/activity');
    expect(activityUrl('/api/admin/activity', { page: 3, admin: '7', action: 'user.approved' })).toBe('/api/admin/activity?page=3&admin=7&action=user.approved');
  });
});
