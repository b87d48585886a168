import { FolderKanban, Mail, Newspaper, Star } from 'lucide-react';
import { mayUse } from '../../../shared/roles.ts';
import { useSignedInUser } from '../session/signed-in-user.tsx';
import { useMessagePage, useMessageSummary } from '../messages/use-messages.ts';
import { useProjects } from '../projects/use-projects.ts';
import { useSubscribers } from '../subscribers/use-subscribers.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { InboxOverview } from './InboxOverview.tsx';
import { BackupCard } from '../backups/BackupCard.tsx';
import { PipelineOverview } from './PipelineOverview.tsx';
import { PublishingCard } from './PublishingCard.tsx';
import { RecentMessages } from './RecentMessages.tsx';
import { RecentProjects } from './RecentProjects.tsx';
import { StatCard } from './StatCard.tsx';
import { useText } from '../i18n/text.ts';
import { cairoHour } from '../lib/dates.ts';
import { VisitorsCard } from './VisitorsCard.tsx';
import { ComingUpCard } from '../schedules/ComingUpCard.tsx';

/** The studio at a glance: each role sees the cards of the parts of the admin it uses. */
export default function DashboardPage() {
  const text = useText();
  const t = text.dashboard;
  const user = useSignedInUser();
  const can = {
    projects: mayUse(user, 'projects'),
    siteContent: mayUse(user, 'siteContent'),
    messages: mayUse(user, 'messages'),
    subscribers: mayUse(user, 'subscribers'),
    backups: mayUse(user, 'backups'),
    analytics: mayUse(user, 'analytics'),
    schedules: mayUse(user, 'schedules'),
  };
  const projects = useProjects({ enabled: can.projects });
  const messages = useMessagePage({ hide: ['Spam'] }, 1, 5, { enabled: can.messages });
  const inbox = useMessageSummary({ enabled: can.messages });
  const subscribers = useSubscribers({ enabled: can.subscribers });
  const firstName = user.name.split(/\s+/)[0] ?? '';

  return (
    <>
      <PageHeader title={t.title} description={t.description(t.greeting(cairoHour()), firstName)} />

      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {can.projects ? (
          <StatCard
            href="/admin/projects"
            label={t.totalProjects}
            caption={t.totalProjectsCaption}
            icon={FolderKanban}
            value={projects.data?.length}
            loading={projects.isPending}
          />
        ) : null}
        {can.messages ? (
          <StatCard href="/admin/messages" label={t.contactMessages} caption={t.contactMessagesCaption} icon={Mail} value={inbox.data?.newCount} loading={inbox.isPending} />
        ) : null}
        {can.subscribers ? (
          <StatCard
            href="/admin/subscribers"
            label={t.subscribers}
            caption={t.subscribersCaption}
            icon={Newspaper}
            value={subscribers.data?.length}
            loading={subscribers.isPending}
          />
        ) : null}
        {can.projects ? (
          <StatCard
            href="/admin/projects"
            label={t.featuredProjects}
            caption={t.featuredProjectsCaption}
            icon={Star}
            value={projects.data?.filter((project) => project.featured && project.status === 'Published').length}
            loading={projects.isPending}
          />
        ) : null}
      </div>

      {can.analytics ? (
        <div className="mt-4">
          <VisitorsCard />
        </div>
      ) : null}
      {can.siteContent ? (
        <div className="mt-4">
          <PublishingCard />
        </div>
      ) : null}
      {can.schedules ? (
        <div className="mt-4">
          <ComingUpCard />
        </div>
      ) : null}

      {can.messages ? (
        <div className="mt-4">
          <PipelineOverview />
        </div>
      ) : null}

      {can.messages || can.backups ? (
        <div className="mt-4">
          {can.messages ? <InboxOverview /> : null}
          {can.backups ? <BackupCard /> : null}
        </div>
      ) : null}

      <div className="mt-4 grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        {can.projects ? <RecentProjects projects={projects.data} loading={projects.isPending} error={projects.isError ? projects.error.message : null} /> : null}
        {can.messages ? <RecentMessages messages={messages.data?.messages} loading={messages.isPending} error={messages.isError ? messages.error.message : null} /> : null}
      </div>
    </>
  );
}
