import {
  type Announcements,
  closestCenter,
  DndContext,
  DragOverlay,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CalendarClock, ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { LEAD_STAGES, type LeadStage } from '../../../shared/leads.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import type { AdminDictionary } from '../i18n/en.ts';
import { useText } from '../i18n/text.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { Button } from '../ui/Button.tsx';
import { CountBadge } from '../ui/CountBadge.tsx';
import { cx } from '../ui/cx.ts';
import { DragHandle } from '../ui/DragHandle.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';
import { Select } from '../ui/Select.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { type LeadWords, useLeadWords } from './lead-words.ts';
import { pipelineColumn } from './pipeline-columns.ts';
import { useUpdateMessage } from './use-messages.ts';

interface Dragged {
  id: number;
  name: string;
  stage: LeadStage;
}

/**
 * By keyboard a lead moves a whole stage at a time: the left and right arrows put it over the column beside
 * the one it is over (the stages' own order), whatever their width or the board's scroll. The arrow pointing
 * the way the stages run moves a lead on: the right one in English, the left one in Arabic.
 */
const stageKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { droppableRects, droppableContainers, collisionRect, over } }) => {
  if (event.code !== 'ArrowRight' && event.code !== 'ArrowLeft') return undefined;
  event.preventDefault();
  if (!collisionRect) return undefined;
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => LEAD_STAGES.indexOf(a.id as LeadStage) - LEAD_STAGES.indexOf(b.id as LeadStage));
  const onward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const current = columns.findIndex((column) => column.id === over?.id);
  const next = columns[Math.min(columns.length - 1, Math.max(0, current + (event.code === onward ? 1 : -1)))];
  if (!next) return undefined;
  return { x: next.rect.left + next.rect.width / 2 - collisionRect.width / 2, y: next.rect.top + 48 };
};

/** Whether the board has stages out of sight before or after the ones shown, as it scrolls and as the window changes. */
const useHiddenStages = (board: RefObject<HTMLDivElement | null>) => {
  const [hidden, setHidden] = useState({ before: false, after: false });
  useEffect(() => {
    const element = board.current;
    if (!element) return;
    const measure = () => {
      // Right to left, scrollLeft runs from 0 to negative values: its size is the distance from the start.
      const scrolled = Math.abs(element.scrollLeft);
      setHidden({ before: scrolled > 1, after: scrolled + element.clientWidth < element.scrollWidth - 1 });
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      element.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [board]);
  return hidden;
};

/** What a screen reader hears while a lead moves, in the admin's language. */
const announcementsIn = (t: AdminDictionary['leads']['pipeline'], words: LeadWords): Announcements => ({
  onDragStart: ({ active }) => {
    const lead = active.data.current as Dragged;
    return t.pickedUp(lead.name, words.stage(lead.stage));
  },
  onDragOver: ({ active, over }) => (over ? t.over((active.data.current as Dragged).name, words.stage(over.id as LeadStage)) : undefined),
  onDragEnd: ({ active, over }) => (over ? t.dropped((active.data.current as Dragged).name, words.stage(over.id as LeadStage)) : t.cancelled),
  onDragCancel: () => t.cancelled,
});

/**
 * The Pipeline: the leads by stage, as columns with their counts and values. A lead moves by dragging its
 * handle (by pointer, or by keyboard: Space, the arrows, Space) or by the stage select on its card.
 */
export function PipelineBoard({ onOpen }: { onOpen: (id: number) => void }) {
  const t = useText().leads.pipeline;
  const words = useLeadWords();
  const announcements = useMemo(() => announcementsIn(t, words), [t, words]);
  const update = useUpdateMessage();
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const hidden = useHiddenStages(board);
  /** Scrolls the board a column towards the later stages (1) or the earlier ones (-1), whichever way they run. */
  const scrollStages = (towards: 1 | -1) => {
    const element = board.current;
    if (!element) return;
    const column = element.firstElementChild?.getBoundingClientRect().width ?? element.clientWidth;
    const onward = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    element.scrollBy?.({ left: towards * onward * column, behavior: 'smooth' });
  };
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: stageKeyboardCoordinates }));

  const move = (lead: Dragged, stage: LeadStage) => {
    if (lead.stage === stage) return;
    update.mutate(
      { id: lead.id, stage },
      {
        onSuccess: () => toast({ title: t.saved, description: t.moved(lead.name, words.stage(stage)) }),
        onError: (error) => notifyError(failedTo(t.moveFailed, error)),
      },
    );
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.instructions } }}
      onDragStart={({ active }) => setDragged(active.data.current as Dragged)}
      onDragCancel={() => setDragged(null)}
      onDragEnd={({ active, over }) => {
        setDragged(null);
        if (over) move(active.data.current as Dragged, over.id as LeadStage);
      }}
    >
      {hidden.before || hidden.after ? (
        <div className="mb-2 flex justify-end gap-1">
          <Button variant="ghost" size="sm" disabled={!hidden.before} onClick={() => scrollStages(-1)}>
            <ChevronLeft aria-hidden="true" className="rtl:-scale-x-100" />
            {t.earlierStages}
          </Button>
          <Button variant="ghost" size="sm" disabled={!hidden.after} onClick={() => scrollStages(1)}>
            {t.laterStages}
            <ChevronRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
        </div>
      ) : null}
      <div className="relative min-w-0">
        {/* Positioned, so the columns' hidden count phrases (absolute) stay inside the scrolling board, not widen the page. */}
        <div ref={board} className="relative -mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:scroll-px-0 sm:px-0">
          {LEAD_STAGES.map((stage) => (
            <StageColumn key={stage} stage={stage} onOpen={onOpen} onMove={move} />
          ))}
        </div>
        {/* The stages out of sight fade out at the board's edge, so a cut column reads as "more this way". */}
        {hidden.before ? <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 start-0 w-12 bg-linear-to-r from-canvas rtl:bg-linear-to-l" /> : null}
        {hidden.after ? <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 end-0 w-12 bg-linear-to-l from-canvas rtl:bg-linear-to-r" /> : null}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div dir="auto" className="align-page-start w-64 truncate rounded-lg border border-brass-400 bg-surface px-3 py-2.5 text-sm font-semibold text-ink shadow-panel">
            {dragged.name}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function StageColumn({ stage, onOpen, onMove }: { stage: LeadStage; onOpen: (id: number) => void; onMove: (lead: Dragged, stage: LeadStage) => void }) {
  const t = useText().leads.pipeline;
  const words = useLeadWords();
  const column = useInfiniteQuery(pipelineColumn(stage));
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const first = column.data?.pages[0];
  const leads = column.data?.pages.flatMap((page) => page.messages) ?? [];
  const headingId = `pipeline-${stage.replaceAll(' ', '-').toLowerCase()}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={cx('flex w-[17rem] shrink-0 snap-start flex-col rounded-xl border border-line bg-subtle/50 transition-colors', isOver && 'border-brass-400 bg-brass-300/15')}
    >
      <header className="flex items-baseline justify-between gap-2 border-b border-line px-3 py-2.5">
        <h2 id={headingId} className="text-[13px] font-semibold text-ink">
          {words.stage(stage)}
          <CountBadge
            count={first?.total ?? '…'}
            spoken={first ? t.count(first.total) : null}
            className="ms-2 rounded-full bg-surface px-1.5 py-0.5 text-[11px] font-semibold text-muted tabular-nums"
          />
        </h2>
        <span className="text-[12px] text-muted tabular-nums">{first ? words.egp(first.totalValue) : ''}</span>
      </header>
      <div className="grid min-h-24 grid-cols-[minmax(0,1fr)] content-start gap-2 p-2">
        {column.isPending ? (
          <>
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </>
        ) : column.isError ? (
          <ErrorState title={t.loadFailed} message={column.error.message} onRetry={() => void column.refetch()} />
        ) : leads.length === 0 ? (
          <p className="px-2 py-6 text-center text-[13px] text-muted">{t.empty}</p>
        ) : (
          leads.map((lead) => <LeadCard key={lead.id} lead={lead} onOpen={onOpen} onMove={onMove} />)
        )}
        {column.hasNextPage ? (
          <Button variant="ghost" size="sm" busy={column.isFetchingNextPage} onClick={() => void column.fetchNextPage()}>
            {t.showMore}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function LeadCard({ lead, onOpen, onMove }: { lead: ContactMessage; onOpen: (id: number) => void; onMove: (lead: Dragged, stage: LeadStage) => void }) {
  const t = useText().leads.pipeline;
  const words = useLeadWords();
  const data: Dragged = { id: lead.id, name: lead.name, stage: lead.stage };
  const draggable = useDraggable({ id: lead.id, data });
  // Each fact isolated in its own direction: a Latin project title or place cannot reorder the Arabic around it.
  const facts = [lead.projectType ? words.projectType(lead.projectType) : null, lead.project?.title ?? null, lead.location].filter((fact) => fact !== null && fact !== '');
  return (
    <article
      ref={draggable.setNodeRef}
      aria-label={lead.name}
      className={cx('grid min-w-0 grid-cols-1 gap-2 rounded-lg border border-line bg-surface p-3 shadow-card', draggable.isDragging && 'opacity-40')}
    >
      <div className="flex items-start gap-1.5">
        <DragHandle sortable={draggable} label={t.dragLabel(lead.name, words.stage(lead.stage))} className="-ms-1.5 -mt-1 shrink-0" />
        <button type="button" onClick={() => onOpen(lead.id)} aria-label={t.open(lead.name)} className="min-w-0 flex-1 text-start">
          <span dir="auto" className="align-page-start -my-1 block truncate py-1 text-sm font-semibold text-ink hover:underline">
            {lead.name}
          </span>
          {facts.length > 0 ? (
            <span className="align-page-start block truncate py-1 text-xs text-muted">
              {facts.map((fact, index) => (
                <Fragment key={fact}>
                  {index > 0 ? ' · ' : null}
                  <bdi>{fact}</bdi>
                </Fragment>
              ))}
            </span>
          ) : null}
        </button>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-stone-800">
        {lead.value !== null ? <span className="font-semibold tabular-nums">{words.egp(lead.value)}</span> : null}
        {lead.ownerName ? (
          <bdi dir="auto" className="min-w-0 truncate text-muted">
            {lead.ownerName}
          </bdi>
        ) : null}
        {lead.followUpOn ? (
          <span className="inline-flex items-center gap-1 text-muted">
            <CalendarClock aria-hidden="true" className="size-3.5" />
            {t.followUpDue(words.day(lead.followUpOn))}
          </span>
        ) : null}
      </div>
      <Select aria-label={t.stageSelect(lead.name)} value={lead.stage} onChange={(event) => onMove(data, event.target.value as LeadStage)} className="h-8! text-xs">
        {LEAD_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {words.stage(stage)}
          </option>
        ))}
      </Select>
    </article>
  );
}
