/** The sessionStorage key of the visit's source. */
const VISIT_KEY = 'visit';
/** The element on /contact that names the project a visitor asks about (`/contact?project=<slug>`). */
export const ABOUT_PROJECT_ID = 'about-project';

/**
 * The one inline script of a public page (VisitKeeper.astro, in PublicLayout.astro), about 1 KB, run as the
 * page is parsed, with no framework:
 * - keeps where the visit came from in sessionStorage, once per visit (its first page, the other site that
 *   sent it, the campaign and the ad click id of that page's address): no cookie, gone with the tab;
 * - adds that source and the page to a WhatsApp link (/go/whatsapp) when it is clicked, so the click counts
 *   with its source; without JavaScript the server finds what it can itself;
 * - marks the page while a form field has focus, so the WhatsApp button steps aside (site.css);
 * - on /contact?project=<slug>, names the project ("About: …") once the page is parsed, from the cached
 *   public read of the project, and marks it for the contact form to send.
 * Written out by hand to stay small; the server cleans what it keeps (shared/schemas/contact.ts).
 */
export const VISIT_KEEPER = `(()=>{try{var d=document,L=location,s=sessionStorage,v=JSON.parse(s.getItem("${VISIT_KEY}")||"0"),q=new URLSearchParams(L.search),u=n=>(q.get(n)||"").slice(0,100)||null,r=null;if(!v){try{r=new URL(d.referrer).hostname;r==L.hostname&&(r=null)}catch{}v={landingPage:L.pathname.slice(0,300),referrer:r,utmSource:u("utm_source"),utmMedium:u("utm_medium"),utmCampaign:u("utm_campaign"),clickId:["gclid","fbclid","ttclid"].find(i=>q.has(i))||null};s.setItem("${VISIT_KEY}",JSON.stringify(v))}addEventListener("click",e=>{var a=e.target.closest?.("a[href^='/go/']");if(a){var l=new URL(a.href);l.searchParams.set("page",L.pathname);for(var x in v)v[x]&&l.searchParams.set(x,v[x]);a.href=l}},!0);["focusin","focusout"].map(t=>addEventListener(t,e=>d.documentElement.classList.toggle("form-focus",t<"focusout"&&!!e.target.closest?.("form"))));var p=q.get("project");p&&d.addEventListener("DOMContentLoaded",()=>{var b=d.getElementById("${ABOUT_PROJECT_ID}"),a=b&&b.querySelector("a");a&&fetch("/api/projects/"+encodeURIComponent(p)+"?lang="+d.documentElement.lang).then(r=>r.ok&&r.json()).then(j=>{if(j){a.textContent=j.title;a.href+=p;b.dataset.slug=p;b.hidden=!1}})})}catch{}})()`;

/** What the keeper keeps for the visit, for the contact form to send; nothing when storage is unavailable or empty. */
export const keptVisit = (): Record<string, string> => {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? 'null');
    if (!kept || typeof kept !== 'object') return {};
    return Object.fromEntries(Object.entries(kept).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
};

/** The project the visitor asks about, once the keeper found it on the site. */
export const aboutProject = () => document.getElementById(ABOUT_PROJECT_ID)?.dataset.slug;
