import { NoticeAlert } from '../gallery/NoticeAlert.tsx';
import { useText } from '../i18n/text.ts';

/** What of an upload into the library did not arrive, a line a file, until dismissed. */
export function UploadProblems({ problems, onDismiss, className }: { problems: readonly string[]; onDismiss: () => void; className?: string }) {
  const text = useText();
  if (problems.length === 0) return null;
  return <NoticeAlert className={className} notice={{ title: text.gallery.upload.someFailed, details: problems }} onDismiss={onDismiss} />;
}
