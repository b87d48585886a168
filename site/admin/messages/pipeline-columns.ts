import { infiniteQueryOptions } from '@tanstack/react-query';
import { LEAD_STAGES, type LeadStage } from '../../../shared/leads.ts';
import { readJson } from '../../lib/api-error.ts';
import type { MessagePage } from '../lib/api-types.ts';
import { messagePageUrl } from './use-messages.ts';

export const PIPELINE_PATH = '/admin/messages/pipeline';
const PAGE = 20;
/** Spam is not a lead. */
const LEADS = { hide: ['Spam'] } as const;

const columnUrl = (stage: LeadStage, page: number) => messagePageUrl({ ...LEADS, stage }, page, PAGE);

/** The address of each column's first page, in the stages' order. */
export const pipelineFirstPages = () => LEAD_STAGES.map((stage) => columnUrl(stage, 1));

/**
 * One stage's leads, a page at a time (the list's paged form), with their count and the sum of their values.
 * `asked`: the answer of its first page when it was asked for already, used once.
 */
export const pipelineColumn = (stage: LeadStage, asked?: Promise<Response>) => {
  let first = asked;
  return infiniteQueryOptions({
    queryKey: [columnUrl(stage, 1), 'pipeline'],
    queryFn: async ({ pageParam, signal }) => {
      const answer = pageParam === 1 && first ? first : fetch(columnUrl(stage, pageParam), { credentials: 'include', signal, headers: { Accept: 'application/json' } });
      first = undefined;
      return (await readJson(await answer)) as MessagePage;
    },
    initialPageParam: 1,
    getNextPageParam: (last: MessagePage) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
};
