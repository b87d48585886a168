import { mayUse } from '../../../shared/roles.ts';
import { formatLongDate } from '../lib/dates.ts';
import { useSignedInUser } from '../session/signed-in-user.tsx';
import { Avatar } from '../ui/Avatar.tsx';
import { Badge } from '../ui/Badge.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { LanguageCard } from './LanguageCard.tsx';
import { NotificationsCard } from './NotificationsCard.tsx';
import { NewsletterSettingsCard } from './NewsletterSettingsCard.tsx';
import { DevicesCard } from './DevicesCard.tsx';
import { SecurityCard } from './SecurityCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';
import { useAdminLanguage, useText } from '../i18n/text.ts';

/**
 * The spec leaves Settings open; it holds one's own account (details, language, password, two-step sign-in,
 * devices) and, for admins, the office's settings (sign-in rules, email notices).
 */
export default function SettingsPage() {
  const text = useText();
  const lang = useAdminLanguage();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={text.settings.title} description={text.settings.description} />
      <div className="grid max-w-3xl gap-4">
        <Card>
          <CardHeader title={text.settings.account} description={text.settings.accountDescription} />
          <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
            <Avatar name={user.name} className="size-12 text-base" />
            <dl className="grid flex-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-xs font-semibold text-muted">{text.settings.name}</dt>
                <dd className="font-semibold text-ink">{user.name}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold text-muted">{text.settings.email}</dt>
                <dd dir="ltr" className="align-page-start break-all text-ink">
                  {user.email}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold text-muted">{text.settings.role}</dt>
                <dd className="flex items-center gap-1.5 text-ink">
                  {text.common.roleName(user.role)}
                  {user.isOwner ? <Badge tone="accent">{text.settings.owner}</Badge> : null}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold text-muted">{text.settings.memberSince}</dt>
                <dd className="text-ink tabular-nums">{formatLongDate(user.createdAt, lang)}</dd>
              </div>
            </dl>
          </div>
        </Card>
        <LanguageCard />
        <TwoFactorCard />
        <ChangePasswordCard />
        <DevicesCard />
        {mayUse(user, 'officeSettings') ? (
          <>
            <SecurityCard />
            <NotificationsCard />
            <NewsletterSettingsCard />
          </>
        ) : null}
      </div>
    </>
  );
}
