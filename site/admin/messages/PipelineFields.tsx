import { Save } from 'lucide-react';
import { useState } from 'react';
import { LEAD_STAGES, LOST_REASONS, type LeadStage, type LostReason } from '../../../shared/leads.ts';
import { VALUE_MAX } from '../../../shared/schemas/message-update.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { useText } from '../i18n/text.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { FormField } from '../ui/FormField.tsx';
import { Input } from '../ui/Input.tsx';
import { Select } from '../ui/Select.tsx';
import { useLeadWords } from './lead-words.ts';
import { useLeadOptions, useUpdateMessage } from './use-messages.ts';

/** The digits of a typed amount, Arabic-Indic ones (U+0660–U+0669) too, without the grouping commas. */
const digitsOf = (typed: string) => typed.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660)).replace(/\D/g, '');
/** The amount grouped as the cards write it: 4,200,000. */
const grouped = (digits: string) => (digits === '' ? '' : Number(digits).toLocaleString('en-US'));

/** Where the deal stands: its stage, owner, follow-up date, value in EGP and, when Lost, why. Saved together. */
export function PipelineFields({ message }: { message: ContactMessage }) {
  const t = useText().leads.pipeline;
  const words = useLeadWords();
  const update = useUpdateMessage();
  const owners = useLeadOptions().data?.owners ?? [];
  const [stage, setStage] = useState<LeadStage>(message.stage);
  const [ownerId, setOwnerId] = useState(message.ownerId === null ? '' : String(message.ownerId));
  const [followUpOn, setFollowUpOn] = useState(message.followUpOn ?? '');
  const [value, setValue] = useState(message.value === null ? '' : String(message.value));
  const [lostReason, setLostReason] = useState<LostReason | ''>(message.lostReason ?? '');

  const change = {
    stage,
    ownerId: ownerId === '' ? null : Number(ownerId),
    followUpOn: followUpOn === '' ? null : followUpOn,
    value: value === '' ? null : Number(value),
    lostReason: stage === 'Lost' && lostReason !== '' ? lostReason : null,
  };
  const unchanged =
    change.stage === message.stage &&
    change.ownerId === message.ownerId &&
    change.followUpOn === message.followUpOn &&
    change.value === message.value &&
    change.lostReason === (message.stage === 'Lost' ? message.lostReason : null);

  return (
    <form
      className="grid gap-4 rounded-lg border border-line bg-subtle/40 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: message.id, ...change },
          {
            onSuccess: () => toast({ title: t.saved, description: t.savedDescription(message.name) }),
            onError: (error) => notifyError(failedTo(t.updateFailed, error)),
          },
        );
      }}
    >
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">{t.title}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t.stage}>
          <Select value={stage} onChange={(event) => setStage(event.target.value as LeadStage)}>
            {LEAD_STAGES.map((option) => (
              <option key={option} value={option}>
                {words.stage(option)}
              </option>
            ))}
          </Select>
        </FormField>
        {stage === 'Lost' ? (
          <FormField label={t.lostReason}>
            <Select value={lostReason} onChange={(event) => setLostReason(event.target.value as LostReason | '')}>
              <option value="">{t.chooseReason}</option>
              {LOST_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {words.lostReason(reason)}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
        <FormField label={t.owner}>
          <Select value={ownerId} onChange={(event) => setOwnerId(event.target.value)}>
            <option value="">{t.noOwner}</option>
            {owners.map((owner) => (
              <option key={owner.id} value={owner.id}>
                {owner.name}
              </option>
            ))}
            {message.ownerId !== null && !owners.some((owner) => owner.id === message.ownerId) ? (
              <option value={message.ownerId}>{message.ownerName ?? message.ownerId}</option>
            ) : null}
          </Select>
        </FormField>
        <FormField label={t.followUpOn}>
          <Input type="date" dir="ltr" value={followUpOn} onChange={(event) => setFollowUpOn(event.target.value)} />
        </FormField>
        <FormField label={t.value}>
          <Input
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            value={grouped(value)}
            onChange={(event) => setValue(digitsOf(event.target.value).slice(0, String(VALUE_MAX).length))}
          />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" size="sm" disabled={unchanged} busy={update.isPending}>
          {update.isPending ? null : <Save aria-hidden="true" />}
          {t.save}
        </Button>
      </div>
    </form>
  );
}
