import { FolderKanban, Mail, Newspaper, Star } from 'lucide-react';
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
import { text } from '../i18n/text.ts';

const t = text.dashboard;

export default function DashboardPage() {
  const user = useSignedInUser();
  const projects = useProjects();
  const messages = useMessagePage({ hide: ['Spam'] }, 1, 5);
  const inbox = useMessageSummary();
  const subscribers = useSubscribers();
  const firstName = user.name.split(/\s+/)[0] ?? '';

  return (
    <>
      <PageHeader title={t.title} description={t.description(t.greeting(new Date().getHours()), firstName)} />

      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard href="/admin/projects" label={t.totalProjects} caption={t.totalProjectsCaption} icon={FolderKanban} value={projects.data?.length} loading={projects.isPending} />
        <StatCard href="/admin/messages" label={t.contactMessages} caption={t.contactMessagesCaption} icon={Mail} value={inbox.data?.newCount} loading={inbox.isPending} />
        <StatCard
          href="/admin/subscribers"
          label={t.subscribers}
          caption={t.subscribersCaption}
          icon={Newspaper}
          value={subscribers.data?.length}
          loading={subscribers.isPending}
        />
        <StatCard
          href="/admin/projects"
          label={t.featuredProjects}
          caption={t.featuredProjectsCaption}
          icon={Star}
          value={projects.data?.filter((project) => project.featured && project.status === 'Published').length}
          loading={projects.isPending}
        />
      </div>

      <div className="mt-4">
        <PublishingCard />
      </div>

      <div className="mt-4">
        <PipelineOverview />
      </div>

      <div className="mt-4">
        <InboxOverview />
        <BackupCard />
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <RecentProjects projects={projects.data} loading={projects.isPending} error={projects.isError ? projects.error.message : null} />
        <RecentMessages messages={messages.data?.messages} loading={messages.isPending} error={messages.isError ? messages.error.message : null} />
      </div>
    </>
  );
}
