import { Check, Images } from 'lucide-react';
import { useState } from 'react';
import { UploadQueue } from '../gallery/UploadQueue.tsx';
import type { MediaImage } from '../lib/api-types.ts';
import { QueryView } from '../list/QueryView.tsx';
import { Button } from '../ui/Button.tsx';
import { cx } from '../ui/cx.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { ImageThumb } from '../ui/ImageThumb.tsx';
import { UploadProblems } from './UploadProblems.tsx';
import { SearchInput } from '../ui/SearchInput.tsx';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { searchMedia } from './media-search.ts';
import { UploadButton } from '../gallery/UploadButton.tsx';
import { useLibraryUploads } from './use-library-uploads.ts';
import { useMedia } from './use-media.ts';

interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How many images may be chosen at once: 1 for a single image, the room left in a gallery. */
  max: number;
  onChoose: (images: MediaImage[]) => void;
}

/**
 * "Choose from library": the media library as a picker, searchable, with its own upload, so an image
 * uploaded and described once is chosen wherever an image is. Chosen in the order clicked.
 */
export function MediaPicker({ open, onOpenChange, max, onChoose }: MediaPickerProps) {
  const text = useText();
  const lang = useAdminLanguage();
  const t = text.media;
  const media = useMedia({ enabled: open });
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const uploads = useLibraryUploads();
  const shown = searchMedia(media.data ?? [], query);

  const close = (next: boolean) => {
    if (uploads.running) return;
    if (!next) {
      setChosen([]);
      setQuery('');
      uploads.clearProblems();
    }
    onOpenChange(next);
  };
  const toggle = (url: string) =>
    setChosen((current) => (current.includes(url) ? current.filter((one) => one !== url) : max === 1 ? [url] : current.length < max ? [...current, url] : current));
  const confirm = () => {
    const byUrl = new Map((media.data ?? []).map((image) => [image.url, image]));
    onChoose(chosen.flatMap((url) => byUrl.get(url) ?? []));
    close(false);
  };
  const upload = async (files: File[]) => {
    const urls = await uploads.upload(files);
    setChosen((current) => [...current, ...urls.filter((url) => !current.includes(url))].slice(-max));
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t.pickerTitle}
      description={t.pickerDescription(max)}
      className="max-w-3xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={uploads.running}>
            {text.common.cancel}
          </Button>
          <Button onClick={confirm} disabled={chosen.length === 0 || uploads.running}>
            {t.pickerChoose(chosen.length)}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <SearchInput value={query} onChange={setQuery} placeholder={t.searchPlaceholder} label={t.searchLabel} />
          <UploadButton onFiles={(files) => void upload(files)} busy={uploads.running} multiple={max > 1} size="sm" />
        </div>
        {uploads.running ? <UploadQueue rows={uploads.rows} overall={uploads.overall} /> : null}
        <UploadProblems problems={uploads.problems} onDismiss={uploads.clearProblems} />
        <QueryView
          query={media}
          items={shown}
          loadingLabel={t.loading}
          errorTitle={t.loadFailed}
          empty={{ icon: Images, title: query.trim() ? t.empty : t.pickerEmpty, hint: query.trim() ? t.noMatchHint(query.trim()) : undefined }}
        >
          {(images) => (
            <ul aria-label={t.listLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
              {images.map((image) => {
                const selected = chosen.includes(image.url);
                // The description in the admin's language where the library has one, else the English one.
                const altLang = image.alt[lang] ? lang : 'en';
                const alt = image.alt[altLang];
                return (
                  <li key={image.id}>
                    <button
                      type="button"
                      aria-pressed={selected}
                      aria-label={t.pickerSelect(image.fileName)}
                      onClick={() => toggle(image.url)}
                      className={cx(
                        'group relative grid w-full cursor-pointer overflow-hidden rounded-lg border bg-surface text-start shadow-card focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-nile-400/40',
                        selected ? 'border-nile-500 ring-2 ring-nile-500' : 'border-line hover:border-line-strong',
                      )}
                    >
                      <ImageThumb src={image.thumbnailUrl} small={false} alt="" className="aspect-[4/3] w-full" />
                      {selected ? (
                        <span className="absolute end-2 top-2 grid size-6 place-items-center rounded-full bg-nile-600 text-white shadow">
                          <Check aria-hidden="true" className="size-4" />
                        </span>
                      ) : null}
                      <span className="grid gap-0.5 p-2">
                        <span dir="auto" className="align-page-start truncate text-xs font-semibold text-ink">
                          {image.fileName}
                        </span>
                        {alt ? (
                          <span dir={altLang === 'ar' ? 'rtl' : 'ltr'} lang={altLang} className="align-page-start line-clamp-2 text-[11px] text-muted">
                            {alt}
                          </span>
                        ) : (
                          <span className="line-clamp-2 text-[11px] text-stone-500 ltr:italic">{t.noAlt}</span>
                        )}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryView>
      </div>
    </Dialog>
  );
}
