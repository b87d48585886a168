/** Everything the public site says about the company, in one place. */
export const company = {
  name: 'Nile Atelier',
  tagline: 'Construction & Interior Fit-Out',
  blurb: 'A Cairo construction and interior fit-out studio delivering turnkey homes, shops, restaurants and offices with calm precision, on time and on budget.',
  phone: { display: '+20 100 555 0142', href: 'tel:+201005550142' },
  email: 'hello@nileatelier.com',
  address: {
    street: 'Building 7, Palm Hills Business Park',
    district: 'Palm Hills',
    city: 'Cairo',
    country: 'Egypt',
    countryCode: 'EG',
    postalCode: '12573',
    geo: { latitude: 30.0113, longitude: 30.9869 },
  },
  /** The spec gives two readings of the hours; see docs/decisions/004-opening-hours.md for which page shows which. */
  hours: {
    standard: 'Sun - Thu 9:00 AM - 6:00 PM',
    standardContact: 'Sunday-Thursday 9:00 AM-6:00 PM',
    alternate: ['Monday-Friday 9AM-5PM', 'Saturday 10AM-2PM'],
    schema: [{ days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '18:00' }],
  },
  socials: [
    { name: 'Instagram', href: '#' },
    { name: 'Facebook', href: '#' },
    { name: 'LinkedIn', href: '#' },
  ],
  stats: [
    { value: 1.3, decimals: 1, suffix: ' Billion EGP', label: 'Value of executed projects' },
    { value: 16700, decimals: 0, suffix: ' m²', label: 'Total size of executed projects' },
    { value: 20, decimals: 0, suffix: '+', label: 'Years of experience' },
    { value: 25, decimals: 0, suffix: '+', label: 'Projects completed' },
  ],
  /** File-name prefix for exports such as the subscriber CSV. */
  filePrefix: 'nile-atelier',
} as const;

export const fullAddress = (): string => {
  const { street, district, city, country } = company.address;
  return `${street}, ${district}, ${city}, ${country}`;
};
