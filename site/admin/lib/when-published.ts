import { api } from '../../lib/api-client.ts';
import { readJson } from '../../lib/api-error.ts';
import { toast } from '../../islands/toaster/toast-store.ts';
import { currentText } from '../i18n/text.ts';
import { notifyError } from './notify.ts';

const POLL_MS = 250;
/** A change is live in about a second; after two minutes the dashboard's publishing card says what happened. */
const GIVE_UP_MS = 120_000;

/**
 * After a change the public site shows: waits until the server has published it, then says so
 * ("Published"), or shows why it could not. The office sees "Published" only once the pages show the change.
 */
export const notifyWhenPublished = async () => {
  const text = currentText();
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const status = await api.api.admin.publishing
      .$get()
      .then(readJson)
      .catch(() => null);
    // Without an answer the dashboard's publishing card is where the office looks.
    if (!status || status.mode === 'dev') return;
    if (status.state === 'idle') {
      if (status.lastError) notifyError(status.lastError, text.publishing.failed.label);
      else toast({ title: text.publishing.publishedNow, description: text.publishing.publishedNowDescription });
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};
