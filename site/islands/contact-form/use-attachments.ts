import { useCallback, useRef, useState } from 'react';
import { ATTACHMENT_LIMITS, ATTACHMENT_TYPES } from '../../../shared/leads.ts';
import { AttachmentError, type KeptAttachment, sendAttachment } from './send-attachment.ts';

export interface AttachmentTexts {
  tooMany: (files: number) => string;
  tooLarge: (megabytes: number) => string;
  wrongType: (name: string) => string;
  failed: (name: string) => string;
}

export interface ChosenFile {
  key: number;
  name: string;
  /** Bytes as chosen: the limit counts these. */
  size: number;
  progress: number;
  kept: KeptAttachment | null;
  error: string | null;
}

const MEGABYTES = ATTACHMENT_LIMITS.totalBytes / (1024 * 1024);
const EXTENSIONS = /\.(jpe?g|png|webp|pdf)$/i;

/** A file the picker may offer as an image or PDF: its type when the browser knows it, else its extension. */
const looksAccepted = (file: File) => ((ATTACHMENT_TYPES as readonly string[]).includes(file.type) ? true : file.type === '' && EXTENSIONS.test(file.name));

/**
 * The files attached to the message being written: each is sent as soon as it is chosen, with its progress,
 * within the limits (5 files, 10 MB together, images and PDFs); the message then names them by id.
 */
export const useAttachments = (texts: AttachmentTexts, locale: string, send = sendAttachment) => {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextKey = useRef(0);
  const current = useRef<ChosenFile[]>([]);

  const update = useCallback((change: (files: ChosenFile[]) => ChosenFile[]) => {
    setFiles((previous) => {
      const next = change(previous);
      current.current = next;
      return next;
    });
  }, []);

  const add = useCallback(
    (chosen: readonly File[]) => {
      setError(null);
      const kept = current.current.filter((file) => file.error === null);
      if (kept.length + chosen.length > ATTACHMENT_LIMITS.files) return setError(texts.tooMany(ATTACHMENT_LIMITS.files));
      const wrong = chosen.find((file) => !looksAccepted(file));
      if (wrong) return setError(texts.wrongType(wrong.name));
      const total = [...kept, ...chosen].reduce((sum, file) => sum + file.size, 0);
      if (total > ATTACHMENT_LIMITS.totalBytes) return setError(texts.tooLarge(MEGABYTES));
      for (const file of chosen) {
        nextKey.current += 1;
        const key = nextKey.current;
        const setOne = (change: Partial<ChosenFile>) => update((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));
        update((list) => [...list.filter((item) => item.error === null), { key, name: file.name, size: file.size, progress: 0, kept: null, error: null }]);
        send(file, texts.failed(file.name), { locale, onProgress: (progress) => setOne({ progress }) }).then(
          (kept) => setOne({ kept, progress: 1 }),
          (failure: unknown) => setOne({ error: failure instanceof AttachmentError ? failure.message : texts.failed(file.name) }),
        );
      }
    },
    [locale, send, texts, update],
  );

  return {
    files,
    error,
    add,
    remove: (key: number) => {
      setError(null);
      update((list) => list.filter((item) => item.key !== key));
    },
    clear: () => {
      setError(null);
      update(() => []);
    },
    /** Whether a file is still on its way. */
    busy: files.some((file) => file.kept === null && file.error === null),
    /** The ids the message names its files by. */
    ids: files.flatMap((file) => (file.kept ? [file.kept.id] : [])),
  };
};
