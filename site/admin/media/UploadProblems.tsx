import { useText } from '../i18n/text.ts';
import { InlineAlert } from '../ui/InlineAlert.tsx';

/** What of an upload into the library did not arrive, a line a file, until dismissed. */
export function UploadProblems({ problems, onDismiss, className }: { problems: readonly string[]; onDismiss: () => void; className?: string }) {
  const text = useText();
  if (problems.length === 0) return null;
  return (
    <InlineAlert className={className} title={text.gallery.upload.someFailed} onDismiss={onDismiss}>
      <ul className="list-disc ps-4">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </InlineAlert>
  );
}
