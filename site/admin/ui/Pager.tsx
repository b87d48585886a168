import { useText } from '../i18n/text.ts';
import { Button } from './Button.tsx';

/** The foot of a list in pages, newest first: where the reader is, and a step to newer or older entries. */
export function Pager({ label, page, pages, onPage }: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  const t = useText().common.pager;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 border-t border-line px-5 py-3 text-[13px] text-muted">
      <span>{t.page(page, pages)}</span>
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t.newer}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t.older}
        </Button>
      </div>
    </nav>
  );
}
