import { Images, Pencil } from 'lucide-react';
import { useState } from 'react';
import { formatBytes } from '../../../shared/format-bytes.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { UploadQueue } from '../gallery/UploadQueue.tsx';
import type { FilterOption } from '../list/StatusFilter.tsx';
import { StatusFilter } from '../list/StatusFilter.tsx';
import type { MediaImage } from '../lib/api-types.ts';
import { formatLongDate } from '../lib/dates.ts';
import type { AdminDictionary } from '../i18n/en.ts';
import { failedTo, notifyError } from '../lib/notify.ts';
import { QueryView } from '../list/QueryView.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { DeleteIconButton } from '../ui/DeleteIconButton.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { UploadProblems } from './UploadProblems.tsx';
import { ListToolbar } from '../ui/ListToolbar.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { SearchInput } from '../ui/SearchInput.tsx';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { AltTextDialog } from './AltTextDialog.tsx';
import { type MediaFilter, searchMedia } from './media-search.ts';
import { UploadButton } from '../gallery/UploadButton.tsx';
import { placeLabel } from './place-labels.ts';
import { useLibraryUploads } from './use-library-uploads.ts';
import { useDeleteImage, useMedia } from './use-media.ts';

const mediaFilters = (t: AdminDictionary['media']): readonly FilterOption<MediaFilter>[] => [
  { value: 'all', label: t.filters.all },
  { value: 'unused', label: t.filters.unused },
];

/** One image of the library: what it is, where it is used, its alt texts, and what can be done with it. */
function MediaCard({ image, onEdit, onDelete }: { image: MediaImage; onEdit: () => void; onDelete: () => void }) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.media;
  const inUse = image.uses.length > 0;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card" data-testid="media-image">
      <ImageThumb src={image.thumbnailUrl} small={false} alt={image.alt[lang] || image.alt.en} className="aspect-[4/3] w-full" />
      <div className="grid flex-1 content-start gap-3 p-4">
        <div className="min-w-0">
          <h2 dir="auto" className="align-page-start truncate text-sm font-semibold text-ink" title={image.fileName}>
            {image.fileName}
          </h2>
          <p className="text-xs text-muted tabular-nums">
            {t.dimensions(image.width, image.height)} · {formatBytes(image.bytes, text.common.byteUnits)} ·{' '}
            <time dateTime={image.createdAt}>{t.uploadedOn(formatLongDate(image.createdAt, lang))}</time>
          </p>
        </div>
        <div className="grid gap-1 text-[13px]">
          <p className="text-xs font-semibold text-stone-900">{t.usedBy}</p>
          {inUse ? (
            <ul className="grid gap-0.5 text-stone-800">
              {image.uses.map((use) => (
                <li key={placeLabel(use, text)}>{placeLabel(use, text)}</li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t.unused}</p>
          )}
        </div>
        <dl className="grid gap-2 text-[13px]">
          <div>
            <dt className="text-xs font-semibold text-stone-900">{t.altEnglish}</dt>
            {image.alt.en ? (
              <dd dir="ltr" lang="en" className="align-page-start text-stone-800">
                {image.alt.en}
              </dd>
            ) : (
              <dd className="text-stone-500 ltr:italic">{t.noAlt}</dd>
            )}
          </div>
          <div>
            <dt className="text-xs font-semibold text-stone-900" lang="ar">
              {t.altArabic}
            </dt>
            {image.alt.ar ? (
              <dd dir="rtl" lang="ar" className="align-page-start text-stone-800">
                {image.alt.ar}
              </dd>
            ) : (
              <dd className="text-stone-500 ltr:italic">{t.noAlt}</dd>
            )}
          </div>
        </dl>
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-line px-3 py-2">
        <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t.editAltLabel(image.fileName)}>
          <Pencil aria-hidden="true" />
          {t.editAlt}
        </Button>
        {inUse ? (
          <span className="max-w-44 text-end text-[11px] leading-tight text-muted">{t.inUseCannotDelete}</span>
        ) : (
          <DeleteIconButton label={t.deleteLabel(image.fileName)} onClick={onDelete} />
        )}
      </div>
    </li>
  );
}

/** The media library (/admin/media): every uploaded image, searchable, described once, deleted when unused. */
export default function MediaPage() {
  const text = useText();
  const t = text.media;
  const media = useMedia();
  const all = media.data ?? [];
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<MediaFilter>('all');
  const shown = searchMedia(all, query, filter);
  const [editing, setEditing] = useState<MediaImage | null>(null);
  const [deleting, setDeleting] = useState<MediaImage | null>(null);
  const uploads = useLibraryUploads();
  const remove = useDeleteImage();

  const upload = async (files: File[]) => {
    const urls = await uploads.upload(files);
    if (urls.length > 0) toast({ title: t.uploaded(urls.length) });
  };

  const confirmDelete = () => {
    const image = deleting;
    if (!image) return;
    remove.mutate(image.id, {
      onSuccess: () => toast({ title: t.deleted, description: t.deletedDescription(image.fileName) }),
      onError: (error) => notifyError(failedTo(t.deleteFailed, error)),
      onSettled: () => setDeleting(null),
    });
  };

  const filtered = query.trim() !== '' || filter !== 'all';
  return (
    <>
      <PageHeader title={t.title} description={t.description} actions={<UploadButton variant="primary" onFiles={(files) => void upload(files)} busy={uploads.running} />} />
      {uploads.running ? (
        <div className="mb-4">
          <UploadQueue rows={uploads.rows} overall={uploads.overall} />
        </div>
      ) : null}
      <UploadProblems className="mb-4" problems={uploads.problems} onDismiss={uploads.clearProblems} />
      <Card>
        <ListToolbar
          search={
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <SearchInput value={query} onChange={setQuery} placeholder={t.searchPlaceholder} label={t.searchLabel} />
              <StatusFilter label={t.filterLabel} options={mediaFilters(t)} value={filter} onChange={setFilter} className="min-w-32" />
            </div>
          }
          summary={media.isSuccess ? t.count(shown.length, all.length) : null}
        />
        <QueryView
          query={media}
          items={shown}
          loadingLabel={t.loading}
          errorTitle={t.loadFailed}
          empty={{
            icon: Images,
            title: t.empty,
            hint: query.trim() ? t.noMatchHint(query.trim()) : filter === 'unused' && all.length > 0 ? t.emptyUnused : t.emptyHint,
            action: filtered ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setQuery('');
                  setFilter('all');
                }}
              >
                {text.common.clearSearch}
              </Button>
            ) : undefined,
          }}
        >
          {(images) => (
            <ul aria-label={t.listLabel} className="grid gap-4 p-4 sm:grid-cols-2 xl:grid-cols-3">
              {images.map((image) => (
                <MediaCard key={image.id} image={image} onEdit={() => setEditing(image)} onDelete={() => setDeleting(image)} />
              ))}
            </ul>
          )}
        </QueryView>
      </Card>

      <AltTextDialog image={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        title={t.deleteTitle}
        description={t.deleteDescription(deleting?.fileName ?? '')}
      />
    </>
  );
}
