import { Save } from 'lucide-react';
import { useState } from 'react';
import { NOTE_MAX } from '../../../shared/schemas/message-update.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { useText } from '../i18n/text.ts';
import { Button } from '../ui/Button.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Textarea } from '../ui/Textarea.tsx';
import { useUpdateMessage } from './use-messages.ts';

/** The office's private note on a message; saved on request, never shown to the visitor. */

export function MessageNote({ message }: { message: ContactMessage }) {
  const text = useText();
  const t = text.messages;
  const update = useUpdateMessage();
  const [note, setNote] = useState(message.note ?? '');
  const unchanged = note.trim() === (message.note ?? '');

  const save = () =>
    update.mutate(
      { id: message.id, note },
      {
        onSuccess: () => toast({ title: t.noteSaved }),
        onError: (error) => notifyError(failedTo(t.updateFailed, error)),
      },
    );

  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <FormField label={t.noteLabel} hint={t.noteHint}>
        <Textarea value={note} maxLength={NOTE_MAX} rows={3} onChange={(event) => setNote(event.target.value)} />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" size="sm" disabled={unchanged} busy={update.isPending}>
          {update.isPending ? null : <Save aria-hidden="true" />}
          {t.saveNote}
        </Button>
      </div>
    </form>
  );
}
