import { useEffect, useRef, useState } from 'react';
import { currentText } from '../i18n/text.ts';
import { readPreview, startPreview } from './use-site-content.ts';

const POLL_MS = 1000;
/** A preview build takes about as long as a publish; after five minutes something is wrong. */
const MAX_POLLS = 300;

type PreviewPhase = { phase: 'idle' } | { phase: 'building' } | { phase: 'failed'; message: string } | { phase: 'blocked'; url: string };

/**
 * "Preview": starts a build of the drafts, polls until it is ready, then opens the page in the tab
 * opened at the click (a tab opened later, after the wait, would be stopped by popup blockers).
 */
export const usePreview = () => {
  const [state, setState] = useState<PreviewPhase>({ phase: 'idle' });
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const open = async (page: string) => {
    const tab = window.open('', '_blank');
    setState({ phase: 'building' });
    const fail = (message: string) => {
      tab?.close();
      if (alive.current) setState({ phase: 'failed', message });
    };
    try {
      let { preview } = await startPreview();
      for (let polls = 0; (preview.state === 'building' || preview.state === 'idle') && polls < MAX_POLLS && alive.current; polls++) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        ({ preview } = await readPreview());
      }
      if (preview.state !== 'ready') return fail(preview.error ?? currentText().siteContent.previewFailed);
      const url = `${preview.url.replace(/\/?$/, '/')}${page}`;
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
        if (alive.current) setState({ phase: 'idle' });
      } else if (alive.current) setState({ phase: 'blocked', url });
    } catch (error) {
      fail(error instanceof Error ? error.message : currentText().siteContent.previewFailed);
    }
  };

  return { state, open, reset: () => setState({ phase: 'idle' }) };
};
