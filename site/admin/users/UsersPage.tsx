import { ShieldCheck, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { AdminUser } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { notifyError, serverMessage } from '../lib/notify.ts';
import { useSignedInUser } from '../session/signed-in-user.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { Badge } from '../ui/Badge.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { TableSkeleton } from '../ui/TableSkeleton.tsx';
import { UserActions } from './UserActions.tsx';
import { UserStatusBadge } from './UserStatusBadge.tsx';
import { useDeleteUser, useSetApproval, useUsers } from './use-users.ts';

export default function UsersPage() {
  const users = useUsers();
  const approval = useSetApproval();
  const remove = useDeleteUser();
  const me = useSignedInUser();
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  useEffect(() => {
    if (users.isError) toast({ title: 'Error loading users', description: users.error.message, variant: 'destructive' });
  }, [users.isError, users.error]);

  const all = users.data ?? [];
  const pendingCount = all.filter((user) => !user.approved).length;

  const setApproved = (user: AdminUser, approved: boolean) =>
    approval.mutate(
      { id: user.id, approved },
      {
        onSuccess: () => toast({ title: 'Success', description: 'User approval status updated' }),
        onError: (error) => notifyError(serverMessage(error, 'The approval status could not be changed.')),
      },
    );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'User deleted successfully' });
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(serverMessage(error, 'The user could not be deleted.'));
        setDeleting(null);
      },
    });
  };

  return (
    <>
      <PageHeader title="Users" description="Who can sign in to this admin. New accounts wait for an approval." />
      <Card>
        <CardHeader
          title="Admin Users"
          description={
            users.isSuccess
              ? `${all.length} ${all.length === 1 ? 'account' : 'accounts'}${pendingCount > 0 ? ` · ${pendingCount} awaiting approval` : ''}`
              : 'Accounts and their approval'
          }
        />
        {users.isPending ? (
          <TableSkeleton rows={3} label="Loading users…" />
        ) : users.isError ? (
          <ErrorState title="Error loading users" message={users.error.message} onRetry={() => void users.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState icon={Users} title="No users found." />
        ) : (
          <Table label="Admin users">
            <THead>
              <tr>
                <Th>Name</Th>
                <Th className="hidden sm:table-cell">Email</Th>
                <Th className="hidden md:table-cell">Role</Th>
                <Th className="hidden sm:table-cell">Status</Th>
                <Th className="hidden lg:table-cell">Created</Th>
                <Th className="text-end">Actions</Th>
              </tr>
            </THead>
            <TBody>
              {all.map((user) => {
                const isMe = user.id === me.id;
                const busy = approval.isPending && approval.variables?.id === user.id;
                return (
                  <Tr key={user.id}>
                    <Td>
                      <div className="flex items-center gap-3">
                        <Avatar name={user.name} tone={user.approved ? 'brand' : 'muted'} />
                        <div className="min-w-0">
                          <div className="flex flex-wrap items-center gap-1.5 sm:flex-nowrap">
                            <span className="max-w-[40vw] truncate font-semibold text-ink sm:max-w-48">{user.name}</span>
                            {user.isOwner ? (
                              <Badge tone="accent">
                                <ShieldCheck aria-hidden="true" />
                                Owner
                              </Badge>
                            ) : null}
                            {isMe ? <Badge tone="neutral">You</Badge> : null}
                          </div>
                          <p className="max-w-[50vw] truncate text-xs text-muted sm:hidden">{user.email}</p>
                          <div className="mt-1 sm:hidden">
                            <UserStatusBadge approved={user.approved} />
                          </div>
                        </div>
                      </div>
                    </Td>
                    <Td className="hidden sm:table-cell">
                      <span className="block max-w-56 truncate text-stone-800">{user.email}</span>
                    </Td>
                    <Td className="hidden text-stone-800 md:table-cell">{user.role}</Td>
                    <Td className="hidden sm:table-cell">
                      <UserStatusBadge approved={user.approved} />
                    </Td>
                    <Td className="hidden whitespace-nowrap text-stone-800 tabular-nums lg:table-cell">
                      <time dateTime={user.createdAt}>{formatLongDate(user.createdAt)}</time>
                    </Td>
                    <Td>
                      {user.isOwner || isMe ? (
                        <span className="sr-only">{user.isOwner ? 'The owner account cannot be changed.' : 'Your own account is managed in Settings.'}</span>
                      ) : (
                        <UserActions user={user} busy={busy} onApprove={(approved) => setApproved(user, approved)} onDelete={() => setDeleting(user)} />
                      )}
                    </Td>
                  </Tr>
                );
              })}
            </TBody>
          </Table>
        )}
      </Card>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete User"
        description={`Are you sure you want to delete ${deleting?.name ?? ''} (${deleting?.email ?? ''})? This action cannot be undone, and any session they have open ends at once.`}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
