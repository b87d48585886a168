/** npm run build: builds the static site from the database and makes it the live site; `--out <dir>` builds into that folder only. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/config.ts';
import { buildSite } from '../api/publishing/astro-build.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const config = loadConfig();
const { id, info } = await buildSite(config, values.out);
console.log(values.out ? `Built ${id} into ${values.out} in ${info.durationMs} ms.` : `Built ${id} in ${info.durationMs} ms; it is now the live site (${config.siteDir}/current).`);
