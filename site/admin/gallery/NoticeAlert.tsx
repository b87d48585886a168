import { InlineAlert } from '../ui/InlineAlert.tsx';

export interface Notice {
  title: string;
  details: readonly string[];
}

/** What went wrong with the chosen files, a line per file or detail; the user dismisses it. */
export function NoticeAlert({ notice, onDismiss, className }: { notice: Notice; onDismiss: () => void; className?: string }) {
  return (
    <InlineAlert className={className} title={notice.title} onDismiss={onDismiss}>
      <ul className="list-disc ps-4">
        {notice.details.map((detail) => (
          <li key={detail}>{detail}</li>
        ))}
      </ul>
    </InlineAlert>
  );
}
