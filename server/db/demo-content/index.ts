export type * from './types.js';
export { demoCategories } from './categories.js';
export { demoServices } from './services.js';
export { demoOffers } from './offers.js';
export { demoGallery } from './gallery.js';
export { demoProjects } from './projects.js';
export { demoBlogCategories, demoBlogPosts } from './blog.js';
export { demoFaqs } from './faqs.js';
export { demoPages } from './pages.js';
