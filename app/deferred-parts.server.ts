import { renderPartsAtOnce } from './components/layout/deferred-part';
import { Footer } from './components/layout/footer';
import { LoadingOverlay } from './components/layout/loading-overlay';
import { Toaster } from './components/ui/toaster-view';
import { NewsletterBox } from './features/newsletter/newsletter-box';

// Every `deferredPart` of the app, by its name: the server renders them in the HTML at once (and
// the component tests, app/test/component-setup.ts, at once too).
renderPartsAtOnce({
  footer: Footer,
  newsletter: NewsletterBox,
  toaster: Toaster,
  'loading-overlay': LoadingOverlay,
});
