import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../ui/Button.tsx';
import { useText } from '../i18n/text.ts';

interface UploadButtonProps {
  onFiles: (files: File[]) => void;
  busy: boolean;
  disabled?: boolean;
  multiple?: boolean;
  variant?: 'primary' | 'secondary';
  size?: 'sm' | 'md';
}

/** "Upload images": a button that opens the file picker (images only, several at once). */
export function UploadButton({ onFiles, busy, disabled = false, multiple = true, variant = 'secondary', size = 'md' }: UploadButtonProps) {
  const text = useText();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} size={size} busy={busy} disabled={disabled} onClick={() => input.current?.click()}>
        {busy ? null : <ImagePlus aria-hidden="true" />}
        {busy ? text.common.uploading : text.gallery.uploadImages}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled || busy}
        aria-label={text.gallery.chooseImages}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
