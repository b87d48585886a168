import { api } from '../../lib/api-client.ts';

/** The CSV is made in the browser; this tells the server, so the export appears in the activity log. */
export const recordSubscriberExport = async () => {
  await api.api.admin.subscribers.export.$post().catch(() => undefined);
};
