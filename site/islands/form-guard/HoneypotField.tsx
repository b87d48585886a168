import type { RefObject } from 'react';

/**
 * The `website` field people never see or hear: it sits off screen, out of the tab order and hidden
 * from assistive technology. Only a bot filling every field fills it.
 */
export default function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -start-[10000px] top-auto size-px overflow-hidden">
      <label>
        Website
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
