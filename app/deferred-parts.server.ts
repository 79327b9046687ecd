import { renderPartsAtOnce } from './components/layout/deferred-part';
import { NewsletterBox } from './features/newsletter/newsletter-box';

// Every `deferredPart` of the app, by its name: the server renders them in the HTML at once.
renderPartsAtOnce({ newsletter: NewsletterBox });
