/** The submit buttons the WhatsApp button must never cover (the contact form's, the newsletter's). */
const CLEARED = '.whatsapp-clear-form, .whatsapp-clear-newsletter';
/** The band along the bottom of the screen where the WhatsApp button sits: the bottom quarter. */
const BOTTOM_BAND = '-75% 0px 0px 0px';

/**
 * Marks the page (`whatsapp-aside` on <html>) while a form's submit button passes through the bottom of the screen,
 * so the WhatsApp button steps aside (site.css). An IntersectionObserver costs the page nothing while it loads;
 * a scroll-driven animation over the whole page cost a phone's main thread about 100 ms after its first paint.
 */
export const stepAsideForSubmits = (doc: Document = document) => {
  if (typeof IntersectionObserver === 'undefined' || !doc.querySelector('.whatsapp-button')) return;
  const inBand = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inBand.add(entry.target);
        else inBand.delete(entry.target);
      }
      doc.documentElement.classList.toggle('whatsapp-aside', inBand.size > 0);
    },
    { rootMargin: BOTTOM_BAND },
  );
  for (const button of doc.querySelectorAll(CLEARED)) observer.observe(button);
};
