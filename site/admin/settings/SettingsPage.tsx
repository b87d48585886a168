import { useStore } from '@nanostores/react';
import { formatLongDate } from '../lib/dates.ts';
import { $session } from '../session/session-store.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { Badge } from '../ui/Badge.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { NotificationsCard } from './NotificationsCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';

/** The spec leaves Settings open; it holds one's own account: details, password and sessions (docs/decisions/022). */
export default function SettingsPage() {
  const { user } = useStore($session);
  if (!user) return null;
  return (
    <>
      <PageHeader title="Settings" description="Your account and how you sign in." />
      <div className="grid max-w-3xl gap-4">
        <Card>
          <CardHeader title="Your account" description="Ask the studio owner to change your name or email." />
          <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
            <Avatar name={user.name} className="size-12 text-base" />
            <dl className="grid flex-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-xs font-semibold text-muted">Name</dt>
                <dd className="font-semibold text-ink">{user.name}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold text-muted">Email</dt>
                <dd className="break-all text-ink">{user.email}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold text-muted">Role</dt>
                <dd className="flex items-center gap-1.5 text-ink">
                  {user.role}
                  {user.isOwner ? <Badge tone="accent">Owner</Badge> : null}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold text-muted">Member since</dt>
                <dd className="text-ink tabular-nums">{formatLongDate(user.createdAt)}</dd>
              </div>
            </dl>
          </div>
        </Card>
        <ChangePasswordCard />
        <SessionsCard />
        {user.approved ? <NotificationsCard /> : null}
      </div>
    </>
  );
}
