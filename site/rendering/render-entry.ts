import { createApp } from 'astro/app/entrypoint';
import type { SiteBundle } from '../../shared/site-bundle.ts';
import { factHash, inPass, newPass, type RenderPass } from '../data/facts.ts';
import { renderPage } from './render-page.ts';
import { sitePaths as pathsOfSite } from './site-paths.ts';

const app = createApp({ streaming: false });

/** The server bundle's exports, for the publisher (api/publishing/): see SiteBundle. */
export { factHash, newPass };

export const sitePaths: SiteBundle['sitePaths'] = (pass) => inPass(pass as RenderPass, pathsOfSite);

export const renderFile: SiteBundle['renderFile'] = (pass, site, path) => renderPage((request) => app.render(request), pass as RenderPass, site, path);
