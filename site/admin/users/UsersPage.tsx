import { ShieldCheck, Users } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '../../islands/toaster/toast-store.ts';
import { currentText, useAdminLanguage, useText } from '../i18n/text.ts';
import type { AdminUser } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { notifyError, serverMessage } from '../lib/notify.ts';
import { QueryView } from '../list/QueryView.tsx';
import { useConfirmDelete } from '../list/use-confirm-delete.ts';
import { useSignedInUser } from '../session/signed-in-user.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { Badge } from '../ui/Badge.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { UserActions } from './UserActions.tsx';
import { UserStatusBadge } from './UserStatusBadge.tsx';
import { useDeleteUser, useSetApproval, useUsers } from './use-users.ts';

export default function UsersPage() {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.users;
  const users = useUsers();
  const approval = useSetApproval();
  const me = useSignedInUser();
  const deletion = useConfirmDelete<AdminUser>({
    mutation: useDeleteUser(),
    idOf: (user) => user.id,
    onDeleted: () => toast({ title: t.successTitle, description: t.deleted }),
    onFailed: (error) => notifyError(serverMessage(error, t.deleteFailed)),
  });

  useEffect(() => {
    if (users.isError) notifyError(users.error.message, currentText().users.loadFailed);
  }, [users.isError, users.error]);

  const all = users.data ?? [];
  const pendingCount = all.filter((user) => !user.approved).length;

  const setApproved = (user: AdminUser, approved: boolean) =>
    approval.mutate(
      { id: user.id, approved },
      {
        onSuccess: () => toast({ title: t.successTitle, description: t.approvalChanged }),
        onError: (error) => notifyError(serverMessage(error, t.approvalFailed)),
      },
    );

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card>
        <CardHeader title={t.tableTitle} description={users.isSuccess ? t.summary(all.length, pendingCount) : t.fallbackSummary} />
        <QueryView query={users} items={all} skeletonRows={3} loadingLabel={t.loading} errorTitle={t.loadFailed} empty={{ icon: Users, title: t.empty }}>
          {(shown) => (
            <Table label={t.tableLabel}>
              <THead>
                <tr>
                  <Th>{t.columns.name}</Th>
                  <Th className="hidden sm:table-cell">{t.columns.email}</Th>
                  <Th className="hidden md:table-cell">{t.columns.role}</Th>
                  <Th className="hidden sm:table-cell">{t.columns.status}</Th>
                  <Th className="hidden lg:table-cell">{t.columns.created}</Th>
                  <Th className="text-end">{t.columns.actions}</Th>
                </tr>
              </THead>
              <TBody>
                {shown.map((user) => {
                  const isMe = user.id === me.id;
                  const busy = approval.isPending && approval.variables?.id === user.id;
                  return (
                    <Tr key={user.id}>
                      <Td>
                        <div className="flex items-center gap-3">
                          <Avatar name={user.name} tone={user.approved ? 'brand' : 'muted'} />
                          <div className="min-w-0">
                            <div className="flex flex-wrap items-center gap-1.5 sm:flex-nowrap">
                              <span dir="auto" className="align-page-start max-w-[40vw] truncate font-semibold text-ink sm:max-w-48">
                                {user.name}
                              </span>
                              {user.isOwner ? (
                                <Badge tone="accent">
                                  <ShieldCheck aria-hidden="true" />
                                  {t.owner}
                                </Badge>
                              ) : null}
                              {isMe ? <Badge tone="neutral">{t.you}</Badge> : null}
                            </div>
                            <p dir="ltr" className="align-page-start max-w-[50vw] truncate text-xs text-muted sm:hidden">
                              {user.email}
                            </p>
                            <div className="mt-1 sm:hidden">
                              <UserStatusBadge approved={user.approved} />
                            </div>
                          </div>
                        </div>
                      </Td>
                      <Td className="hidden sm:table-cell">
                        <span dir="ltr" className="align-page-start block max-w-56 truncate text-stone-800">
                          {user.email}
                        </span>
                      </Td>
                      <Td className="hidden text-stone-800 md:table-cell">{text.common.roleName(user.role)}</Td>
                      <Td className="hidden sm:table-cell">
                        <UserStatusBadge approved={user.approved} />
                      </Td>
                      <Td className="hidden whitespace-nowrap text-stone-800 tabular-nums lg:table-cell">
                        <time dateTime={user.createdAt}>{formatLongDate(user.createdAt, lang)}</time>
                      </Td>
                      <Td>
                        {user.isOwner || isMe ? (
                          <span className="sr-only">{user.isOwner ? t.ownerLocked : t.selfLocked}</span>
                        ) : (
                          <UserActions user={user} busy={busy} onApprove={(approved) => setApproved(user, approved)} onDelete={() => deletion.ask(user)} />
                        )}
                      </Td>
                    </Tr>
                  );
                })}
              </TBody>
            </Table>
          )}
        </QueryView>
      </Card>

      <ConfirmDialog {...deletion.dialog} title={t.deleteTitle} description={t.deleteDescription(deletion.target?.name ?? '', deletion.target?.email ?? '')} />
    </>
  );
}
