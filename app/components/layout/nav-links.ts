/** The header's links (spec §2): the same list in the desktop bar and the mobile menu. */
export const HEADER_LINKS = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/produits', key: 'nav.products', end: false },
  { to: '/gallery', key: 'nav.gallery', end: false },
  { to: '/stockage', key: 'nav.storage', end: false },
  { to: '/contactus', key: 'nav.contact', end: false },
] as const;
