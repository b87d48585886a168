import { describe, expect, it } from 'vitest';
import { rewritePreviewLinks } from './preview-links.ts';

const PREFIX = '/admin/preview/site';
const rewrite = (html: string) => rewritePreviewLinks(html, PREFIX);

describe('preview links', () => {
  it('keeps links between pages inside the preview, in both editions', () => {
    expect(rewrite('<a href="/">Home</a><a href="/about">About</a><a href="/ar/contact#faq">اتصل</a><a href="/ar">العربية</a>')).toBe(
      '<a href="/admin/preview/site/">Home</a><a href="/admin/preview/site/about">About</a><a href="/admin/preview/site/ar/contact#faq">اتصل</a><a href="/admin/preview/site/ar">العربية</a>',
    );
    expect(rewrite(`<button data-href="/portfolio/category/residential">Residential</button><a class="x" href='/portfolio/page/2?from=1'>More</a>`)).toBe(
      `<button data-href="/admin/preview/site/portfolio/category/residential">Residential</button><a class="x" href='/admin/preview/site/portfolio/page/2?from=1'>More</a>`,
    );
    expect(rewrite('<form action="/contact" method="get"></form>')).toBe('<form action="/admin/preview/site/contact" method="get"></form>');
  });

  it('leaves the API, uploads, the admin, assets, files and absolute addresses as they are', () => {
    const kept = [
      '<form action="/api/contact"></form>',
      '<img src="/uploads/hero.webp">',
      '<a href="/admin/login">Admin</a>',
      '<a href="/admin">Admin</a>',
      '<a href="/admin?next=1">x</a>',
      '<link rel="stylesheet" href="/_astro/PublicLayout.css">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="manifest" href="/site.webmanifest">',
      '<a href="/media/hero.mp4">Film</a>',
      '<link rel="canonical" href="https://nileatelier.com/about">',
      '<a href="//cdn.example.com/file">x</a>',
      '<a href="tel:+201005550142">Call</a>',
      '<a href="#main">Skip</a>',
    ];
    for (const html of kept) expect(rewrite(html), html).toBe(html);
  });

  it('never touches scripts and styles, whose CSP hashes must stay valid', () => {
    const html = '<script>el.innerHTML = \'<a href="/about">x</a>\'</script><style>a[href="/about"]{color:red}</style><a href="/about">About</a>';
    expect(rewrite(html)).toBe('<script>el.innerHTML = \'<a href="/about">x</a>\'</script><style>a[href="/about"]{color:red}</style><a href="/admin/preview/site/about">About</a>');
  });

  it('leaves island props alone, so a hydrated island renders what the server rendered', () => {
    const island = '<astro-island props="{&quot;currentPath&quot;:[0,&quot;/about&quot;]}"><a href="/contact">Quote</a></astro-island>';
    expect(rewrite(island)).toBe('<astro-island props="{&quot;currentPath&quot;:[0,&quot;/about&quot;]}"><a href="/admin/preview/site/contact">Quote</a></astro-island>');
  });
});
