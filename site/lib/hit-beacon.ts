/**
 * The page views' beacon (ANALYTICS=beacon): for pages a CDN serves, where the server sees
 * no page answer to count. Once the page is shown (a prerendered page when it is opened), it sends its
 * path, query and referrer with `navigator.sendBeacon` to POST /api/hit, which counts them by the rules
 * the server counts its own pages by. It reads and writes no cookie or storage. `missing`: the page is
 * the not-found page, whose path is counted as a missing one.
 *
 * The build writes it into every public page as an inline script, hashed in the page's CSP.
 */
export const hitBeacon = (missing: boolean) =>
  '(function(d,l,n){function s(){n.sendBeacon&&n.sendBeacon("/api/hit",new Blob([JSON.stringify(' +
  `{path:l.pathname,search:l.search,referrer:d.referrer,missing:${missing ? '!0' : '!1'}}` +
  ')],{type:"application/json"}))}d.prerendering?d.addEventListener("prerenderingchange",s,{once:!0}):s()})(document,location,navigator)';
