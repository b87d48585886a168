import { ExternalLink, FileText, ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatBytes } from '../../../shared/format-bytes.ts';
import { describeLeadSource } from '../../../shared/leads.ts';
import { useText } from '../i18n/text.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { endpoints } from '../lib/endpoints.ts';
import { useLeadWords } from './lead-words.ts';
import { useLeadOptions } from './use-messages.ts';

/** A titled list of terms: only the answered ones are shown. */
function Facts({ title, rows }: { title: string; rows: readonly [string, ReactNode | null][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== '');
  if (shown.length === 0) return null;
  return (
    <section className="grid gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{title}</h3>
      <dl className="grid gap-3 text-sm sm:grid-cols-[9rem_1fr] sm:gap-x-4">
        {shown.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-muted">{term}</dt>
            <dd className="-mt-2 min-w-0 break-words text-stone-900 sm:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What the visitor said of the project, the files they sent, and where the lead came from. */
export function LeadFacts({ message }: { message: ContactMessage }) {
  const text = useText();
  const words = useLeadWords();
  const t = text.messages;
  const options = useLeadOptions();
  const band = message.budget ? words.budget(message.budget, options.data?.budgets ?? []) : undefined;
  const budget = message.budget ? (band ?? (options.isPending ? '…' : t.project.removedBudget(message.budget))) : null;
  const source = describeLeadSource(message);
  return (
    <>
      <Facts
        title={t.project.title}
        rows={[
          [t.project.aboutProject, message.project ? <ProjectLink key="project" slug={message.project.slug} title={message.project.title} /> : null],
          [t.project.projectType, message.projectType ? words.projectType(message.projectType) : null],
          [
            t.project.location,
            message.location ? (
              <span key="location" dir="auto" className="align-page-start block">
                {message.location}
              </span>
            ) : null,
          ],
          [t.project.area, message.area === null ? null : t.project.areaValue(message.area.toLocaleString('en-US'))],
          [t.project.budget, budget],
          [t.project.timeline, message.timeline ? words.timeline(message.timeline) : null],
          [t.project.preferredContact, message.preferredContact ? words.preferredContact(message.preferredContact) : null],
        ]}
      />
      {message.attachments.length > 0 ? (
        <section className="grid gap-2">
          <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{t.attachments.title}</h3>
          <ul className="grid gap-2">
            {message.attachments.map((file) => {
              const Icon = file.type === 'application/pdf' ? FileText : ImageIcon;
              const size = formatBytes(file.size, text.common.byteUnits);
              return (
                <li key={file.id}>
                  <a
                    href={`${endpoints.messages}/${message.id}/attachments/${file.id}`}
                    target="_blank"
                    rel="noopener"
                    download={file.type === 'application/pdf' ? file.name : undefined}
                    aria-label={t.attachments.open(file.name, size)}
                    className="flex items-center gap-3 rounded-lg border border-line px-3 py-2 text-sm hover:bg-subtle"
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-nile-600" />
                    <span dir="auto" className="align-page-start -my-1 min-w-0 flex-1 truncate py-1 font-medium text-ink">
                      {file.name}
                    </span>
                    <span className="shrink-0 text-muted tabular-nums">{size}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <Facts
        title={t.source.title}
        rows={[
          [t.source.channel, message.channel === 'form' ? null : words.channel(message.channel)],
          [t.source.source, message.channel === 'form' ? words.source(source) : null],
          [
            t.source.landingPage,
            message.landingPage ? (
              <code key="landing" dir="ltr" className="align-page-start block text-[13px] break-all">
                {message.landingPage}
              </code>
            ) : null,
          ],
        ]}
      />
    </>
  );
}

function ProjectLink({ slug, title }: { slug: string; title: string }) {
  return (
    <a href={`/portfolio/${slug}`} target="_blank" rel="noopener" className="inline-flex items-center gap-1.5 font-semibold text-nile-600 hover:underline">
      <span dir="auto">{title}</span>
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
    </a>
  );
}
