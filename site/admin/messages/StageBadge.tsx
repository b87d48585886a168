import type { LeadStage } from '../../../shared/leads.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { useLeadWords } from './lead-words.ts';

const TONES: Record<LeadStage, BadgeTone> = { 'New lead': 'brand', Contacted: 'neutral', 'Site visit': 'accent', 'Quote sent': 'warning', Won: 'success', Lost: 'danger' };

export function StageBadge({ stage }: { stage: LeadStage }) {
  const words = useLeadWords();
  return <Badge tone={TONES[stage]}>{words.stage(stage)}</Badge>;
}
