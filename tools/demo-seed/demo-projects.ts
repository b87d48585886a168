interface DemoImage {
  alt: string;
}

export interface DemoProject {
  title: string;
  slug: string;
  category: string;
  description: string;
  fullDescription: string;
  featured: boolean;
  completionDate: string;
  client: string;
  location: string;
  size: string;
  /** The first image is the main one; the n-th is the file images/<slug>-<n>.jpg. */
  images: DemoImage[];
}

/** The demo portfolio: every public filter and every admin category, three featured. */
export const DEMO_PROJECTS: DemoProject[] = [
  {
    title: 'Zamalek Riverside Apartment',
    slug: 'zamalek-riverside-apartment',
    category: 'residential',
    description: 'A 1950s Nile-view flat reworked into a light, quiet family home with walnut joinery and terrazzo floors.',
    fullDescription:
      'The owners wanted to keep the soul of a mid-century Zamalek apartment while making it work for a family of five. We removed two non-structural partitions to open the reception towards the river, restored the original parquet in the bedrooms and laid new terrazzo through the living areas.\n\nA continuous wall of walnut joinery hides storage, a bar and the air-conditioning units. Lighting is layered on three circuits so the flat moves from bright working days to soft evenings without a single exposed fitting.\n\nThe works were phased around the family, who stayed in the building throughout; handover came two weeks ahead of plan.',
    featured: true,
    completionDate: 'March 2024',
    client: 'Private client',
    location: 'Zamalek, Cairo',
    size: '240 m²',
    images: [
      { alt: 'Living room with tall windows facing the Nile and walnut joinery' },
      { alt: 'Open kitchen with terrazzo floor and brass pendant lights' },
      { alt: 'Main bedroom with upholstered headboard and linen curtains' },
      { alt: 'Guest bathroom in honed marble with a floating vanity' },
    ],
  },
  {
    title: 'New Cairo Family Villa',
    slug: 'new-cairo-family-villa',
    category: 'residential',
    description: 'Turnkey construction and interiors for a three-storey villa in the Fifth Settlement, from shell to keys.',
    fullDescription:
      'We took this villa over at shell-and-core stage and delivered everything that followed: MEP, finishes, joinery, landscaping and loose furniture. A double-height family room anchors the ground floor, with a sliding glass wall that opens onto the garden.\n\nStone from Minya and Galala clads the ground floor, paired with oak floors upstairs. Every room was mocked up in 3D and signed off before procurement, so the finished house matches the drawings to the centimetre.',
    featured: false,
    completionDate: 'October 2023',
    client: 'The Hassan family',
    location: 'Fifth Settlement, New Cairo',
    size: '620 m²',
    images: [
      { alt: 'Double-height family room opening onto the garden' },
      { alt: 'Villa facade in Galala stone at dusk' },
      { alt: 'Family kitchen with an oak island and stone worktops' },
      { alt: 'Upstairs bedroom with oak floors and a reading corner' },
      { alt: 'Master bathroom with a walk-in shower in Galala marble' },
    ],
  },
  {
    title: 'Maison Nour Flagship Boutique',
    slug: 'maison-nour-flagship-boutique',
    category: 'retail',
    description: 'A jewellery flagship of brass, smoked glass and travertine, built in eight weeks inside a live mall.',
    fullDescription:
      "Maison Nour needed a flagship that felt like a private salon rather than a shop. We designed a sequence of alcoves in travertine and smoked glass, each lit by integrated LED strips tuned to 2700K to flatter gold and gemstones.\n\nAll joinery was prefabricated in our workshop and installed over night shifts to meet the mall's strict working hours. The store opened on the agreed date with zero snagging items outstanding.",
    featured: true,
    completionDate: 'June 2024',
    client: 'Maison Nour',
    location: 'Cairo Festival City, New Cairo',
    size: '180 m²',
    images: [
      { alt: 'Boutique interior with travertine display alcoves and brass trims' },
      { alt: 'Smoked glass display cases lit in warm light' },
      { alt: 'Private consultation lounge at the back of the store' },
      { alt: 'Store front with a full-height glazed entrance' },
    ],
  },
  {
    title: 'Atelier Sandals Concept Store',
    slug: 'atelier-sandals-concept-store',
    category: 'retail',
    description: 'A compact concept store where limestone plinths and oak shelving let handmade leather goods speak.',
    fullDescription:
      'In under a hundred square metres the store had to hold stock, a fitting bench and a small workshop visible to customers. Modular oak shelving on a single rail lets the team re-merchandise the walls in minutes.\n\nWe kept the existing concrete ceiling, sealed and lit with track spots, and set the product on limestone plinths of three heights to create a calm landscape across the floor.',
    featured: false,
    completionDate: 'January 2024',
    client: 'Atelier Sandals',
    location: 'Zamalek, Cairo',
    size: '95 m²',
    images: [
      { alt: 'Concept store with oak shelving and limestone plinths' },
      { alt: 'Product display on plinths of three heights' },
      { alt: 'Fitting bench beside the glazed workshop' },
    ],
  },
  {
    title: 'Koshary & Co. Café',
    slug: 'koshary-and-co-cafe',
    category: 'food-beverage',
    description: 'A neighbourhood café with a terracotta bar, rattan seating and a kitchen built to franchise standards.',
    fullDescription:
      "The brief was a café that could be rolled out to further branches. We developed a kit of parts: a terracotta-tiled bar, rattan and oak loose furniture, and a lighting scheme that works for breakfast and for late evenings.\n\nBehind the scenes the kitchen, extraction and grease management were designed to the operator's franchise manual and passed civil defence and health inspections at the first visit.",
    featured: false,
    completionDate: 'August 2023',
    client: 'Koshary & Co.',
    location: 'Sheikh Zayed, Giza',
    size: '140 m²',
    images: [
      { alt: 'Café interior with a terracotta-tiled bar and rattan chairs' },
      { alt: 'Window seating in warm morning light' },
      { alt: 'Communal table under pendant lights' },
      { alt: 'Café shopfront with a striped awning' },
    ],
  },
  {
    title: 'Sabaya Rooftop Restaurant',
    slug: 'sabaya-rooftop-restaurant',
    category: 'food-beverage',
    description: 'A 320-seat rooftop restaurant and bar over Downtown Cairo, completed in twelve weeks.',
    fullDescription:
      'Building on a rooftop meant every material arrived by a single service lift. We designed the fit-out around that limit: lightweight steel pergolas, modular banquettes and a bar assembled from prefabricated sections.\n\nThe result is a restaurant in three moods, a bright dining terrace, a shaded lounge and a late-night bar, held together by a palette of deep blue, brass and lime plaster.',
    featured: true,
    completionDate: 'November 2024',
    client: 'Sabaya Hospitality Group',
    location: 'Downtown, Cairo',
    size: '320 m²',
    images: [
      { alt: 'Rooftop dining room with deep blue banquettes and brass lighting' },
      { alt: 'Bar counter with backlit shelving' },
      { alt: 'Shaded lounge under a steel pergola' },
      { alt: 'Private dining room for twelve guests' },
      { alt: 'Evening view of the dining terrace' },
    ],
  },
  {
    title: 'Smart Village Tech Headquarters',
    slug: 'smart-village-tech-headquarters',
    category: 'commercial',
    description: 'A 1,450 m² headquarters with open studios, focus rooms and a town-hall staircase.',
    fullDescription:
      'Our client consolidated three offices into one floor plate and wanted a workplace people would choose over working from home. We planned neighbourhoods of open studios around a central staircase that doubles as a town-hall venue.\n\nAcoustic timber baffles, raised-access flooring and a fully addressable lighting system make the space easy to reconfigure. The project was delivered on a design-and-build contract with a guaranteed maximum price.',
    featured: false,
    completionDate: 'May 2024',
    client: 'Confidential technology company',
    location: 'Smart Village, 6th of October',
    size: '1,450 m²',
    images: [
      { alt: 'Open-plan studio with timber acoustic baffles' },
      { alt: 'Glass-walled meeting room with a long oak table' },
      { alt: 'Reception desk in front of a green plant wall' },
      { alt: 'Breakout area with soft seating' },
    ],
  },
  {
    title: 'Nile Corniche Law Offices',
    slug: 'nile-corniche-law-offices',
    category: 'commercial',
    description: 'Quiet, confidential offices for a law firm, finished in oak, wool and bronze above the Corniche.',
    fullDescription:
      'Confidentiality shaped every decision: acoustic partitions rated to 45 dB, meeting rooms off a separate client corridor and a reception that never looks into the working floor.\n\nWe worked within a listed building on the Corniche, so new services run in a raised floor and every intervention on the original facade was agreed with the heritage authority.',
    featured: false,
    completionDate: 'February 2023',
    client: 'Mansour & Partners',
    location: 'Garden City, Cairo',
    size: '410 m²',
    images: [
      { alt: 'Reception in oak and bronze with a view of the Nile' },
      { alt: 'Partner office with full-height bookshelves' },
      { alt: 'Boardroom with acoustic wool wall panels' },
    ],
  },
  {
    title: 'Sahel Boutique Hotel Lobby',
    slug: 'sahel-boutique-hotel-lobby',
    category: 'hospitality',
    description: 'The lobby, lounge and all-day bar of a forty-key boutique hotel on the North Coast.',
    fullDescription:
      'Guests arrive from the desert road into a cool, shaded lobby of lime plaster, palm-fibre screens and sea-blue tiles. We reorganised the ground floor so check-in, lounge and bar flow into each other and out onto the pool deck.\n\nAll finishes were chosen to survive salt air and summer crowds: marine-grade fixings, solid surfaces and fabrics rated for outdoor use.',
    featured: false,
    completionDate: 'July 2024',
    client: 'Sahel Hotels',
    location: 'North Coast, Egypt',
    size: '760 m²',
    images: [
      { alt: 'Hotel lobby with lime plaster walls and palm-fibre screens' },
      { alt: 'Lounge with sea-blue tiles and low seating' },
      { alt: 'Check-in desk under a sculpted ceiling' },
      { alt: 'All-day bar opening onto the pool deck' },
    ],
  },
  {
    title: 'Maadi Dental Clinic',
    slug: 'maadi-dental-clinic',
    category: 'other',
    description: 'A calm, fully compliant dental clinic with four treatment rooms and a spa-like waiting lounge.',
    fullDescription:
      "Medical fit-outs leave no room for improvisation. We coordinated medical gas, suction, radiology shielding and infection-control finishes with the equipment supplier from day one.\n\nPatients, meanwhile, see none of it: the waiting lounge is warm and softly lit, with timber slats, a planted courtyard view and a children's corner.",
    featured: false,
    completionDate: 'September 2023',
    client: 'Dr. Salma Farouk',
    location: 'Maadi, Cairo',
    size: '210 m²',
    images: [{ alt: 'Clinic waiting lounge with timber slats and soft lighting' }, { alt: 'Treatment room with seamless hygienic finishes' }, { alt: 'Clinic reception desk' }],
  },
];
