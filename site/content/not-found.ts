/** Texts of the not-found page (any unknown path). */
export const notFound = {
  meta: {
    title: '404 Page Not Found · Nile Atelier',
    description: 'The page you are looking for does not exist. Find your way back to the Nile Atelier home page, portfolio or contact page.',
  },
  eyebrow: 'Error 404',
  title: '404 Page Not Found',
  hint: 'Did you forget to add the page to the router?',
  text: 'The address may be mistyped, or the page has moved. These will take you somewhere useful:',
  links: [
    { href: '/', label: 'Go to the home page', text: 'Start again from the beginning.' },
    { href: '/portfolio', label: 'Browse the portfolio', text: 'Homes, boutiques, restaurants and offices.' },
    { href: '/contact', label: 'Contact the studio', text: 'Ask us directly, we are happy to help.' },
  ],
} as const;
