/** npm run build: builds the static site from the database and makes it the live site. */
import { loadConfig } from '../api/config.ts';
import { buildSite } from '../api/publishing/build-site.ts';

const config = loadConfig();
const { id, info } = await buildSite(config);
console.log(`Built ${id} in ${info.durationMs} ms; it is now the live site (${config.siteDir}/current).`);
