import { Trash2 } from 'lucide-react';
import { Button } from './Button.tsx';
import { useText } from '../i18n/text.ts';

/** The red bin button of every admin list; `label` names what it deletes for screen readers. */
export function DeleteIconButton({ label, onClick }: { label: string; onClick: () => void }) {
  const text = useText();
  return (
    <Button variant="ghost" size="icon-sm" className="text-danger-600 hover:bg-danger-50 hover:text-danger-700" aria-label={label} title={text.common.delete} onClick={onClick}>
      <Trash2 aria-hidden="true" />
    </Button>
  );
}
