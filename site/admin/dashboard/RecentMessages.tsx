import { Inbox } from 'lucide-react';
import { Link } from 'wouter';
import type { ContactMessage } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import { Avatar } from '../ui/Avatar.tsx';
import { RecentCard } from './RecentCard.tsx';
import { useAdminLanguage, useText } from '../i18n/text.ts';

/** The five most recent messages: name, date, subject; each opens the message. */
export function RecentMessages({ messages, loading, error }: { messages: ContactMessage[] | undefined; loading: boolean; error: string | null }) {
  const text = useText();
  const lang = useAdminLanguage();
  return (
    <RecentCard
      title={text.dashboard.recentMessages}
      description={text.dashboard.recentMessagesDescription}
      href="/admin/messages"
      items={messages?.filter((message) => message.status !== 'Spam')}
      loading={loading}
      loadingLabel={text.dashboard.loadingMessages}
      error={error}
      empty={{ icon: Inbox, title: text.dashboard.noMessages }}
    >
      {(message) => (
        <li key={message.id}>
          <Link href={`/admin/messages?view=${message.id}`} className="flex items-center gap-3 px-5 py-3 transition-colors hover:bg-subtle/60">
            <Avatar name={message.name} tone="muted" className="size-10" />
            <div className="min-w-0 flex-1">
              <div className="flex items-baseline justify-between gap-3">
                <p dir="auto" className="align-page-start truncate text-sm font-semibold text-ink">
                  {message.name}
                </p>
                <time dateTime={message.createdAt} className="shrink-0 text-xs text-muted tabular-nums">
                  {formatLongDate(message.createdAt, lang)}
                </time>
              </div>
              <p dir="auto" className="align-page-start truncate text-[13px] text-stone-700">
                {message.subject}
              </p>
            </div>
          </Link>
        </li>
      )}
    </RecentCard>
  );
}
