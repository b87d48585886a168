import { useStore } from '@nanostores/react';
import { FolderKanban, Mail, Newspaper, Star } from 'lucide-react';
import { $session } from '../session/session-store.ts';
import { useMessages } from '../messages/use-messages.ts';
import { useProjects } from '../projects/use-projects.ts';
import { useSubscribers } from '../subscribers/use-subscribers.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { BackupCard } from '../backups/BackupCard.tsx';
import { PublishingCard } from './PublishingCard.tsx';
import { RecentMessages } from './RecentMessages.tsx';
import { RecentProjects } from './RecentProjects.tsx';
import { StatCard } from './StatCard.tsx';

const greeting = (hour: number) => (hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening');

export default function DashboardPage() {
  const { user } = useStore($session);
  const projects = useProjects();
  const messages = useMessages();
  const subscribers = useSubscribers();
  const firstName = user?.name.split(/\s+/)[0] ?? '';

  return (
    <>
      <PageHeader title="Dashboard" description={`${greeting(new Date().getHours())}${firstName ? `, ${firstName}` : ''}. Here is the studio’s website at a glance.`} />

      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard href="/admin/projects" label="Total Projects" caption="in the portfolio" icon={FolderKanban} value={projects.data?.length} loading={projects.isPending} />
        <StatCard href="/admin/messages" label="Contact Messages" caption="unread messages" icon={Mail} value={messages.data?.length} loading={messages.isPending} />
        <StatCard
          href="/admin/subscribers"
          label="Newsletter Subscribers"
          caption="on the mailing list"
          icon={Newspaper}
          value={subscribers.data?.length}
          loading={subscribers.isPending}
        />
        <StatCard
          href="/admin/projects"
          label="Featured Projects"
          caption="shown on the homepage"
          icon={Star}
          value={projects.data?.filter((project) => project.featured).length}
          loading={projects.isPending}
        />
      </div>

      <div className="mt-4">
        <PublishingCard />
      </div>

      <div className="mt-4">
        <BackupCard />
      </div>

      <div className="mt-4 grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <RecentProjects projects={projects.data} loading={projects.isPending} error={projects.isError ? projects.error.message : null} />
        <RecentMessages messages={messages.data} loading={messages.isPending} error={messages.isError ? messages.error.message : null} />
      </div>
    </>
  );
}
