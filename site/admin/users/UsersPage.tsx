import { Copy, ShieldCheck, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { isRole, type Role, shownRole } from '../../../shared/roles.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { currentText, useAdminLanguage, useText } from '../i18n/text.ts';
import type { AdminUser } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { notifyError, serverMessage } from '../lib/notify.ts';
import { QueryView } from '../list/QueryView.tsx';
import { useConfirmDelete } from '../list/use-confirm-delete.ts';
import { useSignedInUser } from '../session/signed-in-user.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { Badge } from '../ui/Badge.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { ApproveDialog } from './ApproveDialog.tsx';
import { RoleSelect } from './RoleSelect.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Table, TBody, Td, Th, THead, Tr } from '../ui/Table.tsx';
import { UserActions } from './UserActions.tsx';
import { UserStatusBadge } from './UserStatusBadge.tsx';
import { useDeleteUser, useMakeResetLink, useUpdateUser, useUsers } from './use-users.ts';

const roleOf = (user: AdminUser): Role => (isRole(user.role) ? user.role : 'admin');

/** The one-time password link, shown once to hand over. */
function ResetLinkDialog({ user, url, onClose }: { user: AdminUser; url: string; onClose: () => void }) {
  const text = useText();
  const t = text.users;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.resetLinkTitle}
      description={t.resetLinkDescription(user.name)}
      footer={
        <>
          <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(url).then(() => toast({ title: t.linkCopied, description: url }))}>
            <Copy aria-hidden="true" />
            {t.copyLink}
          </Button>
          <Button onClick={onClose}>{text.common.close}</Button>
        </>
      }
    >
      <FormField label={t.resetLinkLabel}>
        <Input dir="ltr" readOnly value={url} onFocus={(event) => event.currentTarget.select()} className="font-mono text-[13px]" />
      </FormField>
    </Dialog>
  );
}

export default function UsersPage() {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.users;
  const users = useUsers();
  const approval = useUpdateUser();
  const resetLink = useMakeResetLink();
  const [link, setLink] = useState<{ user: AdminUser; url: string } | null>(null);
  const [approving, setApproving] = useState<AdminUser | null>(null);
  const me = useSignedInUser();
  // On a phone the Role select sits under the name: a column of its own leaves the actions no room.
  const wide = useMediaQuery('(min-width: 640px)', true);
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

  const setApproved = (user: AdminUser, approved: boolean, role?: Role) =>
    approval.mutate(
      { id: user.id, approved, role },
      {
        onSuccess: () => toast({ title: t.successTitle, description: t.approvalChanged }),
        onError: (error) => notifyError(serverMessage(error, t.approvalFailed)),
      },
    );
  const setRole = (user: AdminUser, role: Role) =>
    approval.mutate(
      { id: user.id, role },
      {
        onSuccess: () => toast({ title: t.successTitle, description: t.roleChanged(user.name, role) }),
        onError: (error) => notifyError(serverMessage(error, t.roleFailed)),
      },
    );
  const makeLink = (user: AdminUser) =>
    resetLink.mutate(user.id, {
      onSuccess: ({ url }) => setLink({ user, url }),
      onError: (error) => notifyError(serverMessage(error, t.resetLinkFailed)),
    });

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Card>
        <CardHeader title={t.tableTitle} description={users.isSuccess ? t.summary(all.length, pendingCount) : t.fallbackSummary} />
        <p className="border-b border-line px-5 py-2.5 text-xs text-muted">{t.rolesLegend}</p>
        <QueryView query={users} items={all} skeletonRows={3} loadingLabel={t.loading} errorTitle={t.loadFailed} empty={{ icon: Users, title: t.empty }}>
          {(shown) => (
            <Table label={t.tableLabel}>
              <THead>
                <tr>
                  <Th>{t.columns.name}</Th>
                  <Th className="hidden sm:table-cell">{t.columns.email}</Th>
                  <Th className="hidden sm:table-cell">{t.columns.role}</Th>
                  <Th className="hidden sm:table-cell">{t.columns.status}</Th>
                  <Th className="hidden 2xl:table-cell">{t.columns.created}</Th>
                  <Th className="text-end">{t.columns.actions}</Th>
                </tr>
              </THead>
              <TBody>
                {shown.map((user) => {
                  const isMe = user.id === me.id;
                  const busy = approval.isPending && approval.variables?.id === user.id;
                  const role =
                    user.isOwner || isMe ? (
                      text.common.roleName(shownRole(user))
                    ) : (
                      <RoleSelect value={roleOf(user)} label={t.roleOf(user.name)} disabled={approval.isPending} onChange={(next) => setRole(user, next)} />
                    );
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
                            {wide ? null : <div className="mt-1.5 w-fit text-xs text-stone-800">{role}</div>}
                          </div>
                        </div>
                      </Td>
                      <Td className="hidden sm:table-cell">
                        <span dir="ltr" className="align-page-start block max-w-56 truncate text-stone-800">
                          {user.email}
                        </span>
                      </Td>
                      <Td className="hidden text-stone-800 sm:table-cell">{wide ? role : null}</Td>
                      <Td className="hidden sm:table-cell">
                        <UserStatusBadge approved={user.approved} />
                      </Td>
                      <Td className="hidden whitespace-nowrap text-stone-800 tabular-nums 2xl:table-cell">
                        <time dateTime={user.createdAt}>{formatLongDate(user.createdAt, lang)}</time>
                      </Td>
                      <Td>
                        {user.isOwner || isMe ? (
                          <span className="sr-only">{user.isOwner ? t.ownerLocked : t.selfLocked}</span>
                        ) : (
                          <UserActions
                            user={user}
                            busy={busy}
                            onApprove={(approved) => (approved ? setApproving(user) : setApproved(user, false))}
                            onResetPassword={() => makeLink(user)}
                            onDelete={() => deletion.ask(user)}
                          />
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

      {approving ? (
        <ApproveDialog
          user={approving}
          onClose={() => setApproving(null)}
          onApprove={(role) => {
            setApproving(null);
            setApproved(approving, true, role);
          }}
        />
      ) : null}
      {link ? <ResetLinkDialog user={link.user} url={link.url} onClose={() => setLink(null)} /> : null}
      <ConfirmDialog {...deletion.dialog} title={t.deleteTitle} description={t.deleteDescription(deletion.target?.name ?? '', deletion.target?.email ?? '')} />
    </>
  );
}
