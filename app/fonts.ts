import latinFont from './fonts/inter-latin-wght-400-900.woff2?url';
import arabicRegular from './fonts/noto-sans-arabic-core-400.woff2?url';
import arabicBold from './fonts/noto-sans-arabic-core-700.woff2?url';
import type { Locale } from '../common/i18n/languages';

/**
 * Web fonts once they are in the browser's cache (ADR-0022). A page first paints in the system's
 * fonts; the brand's fonts (`app.css`) apply only under `<html data-fonts="web">`. A first visit
 * loads them after the page has painted and hydrated, and switches to them at its next navigation;
 * later pages, whose files this browser has already loaded, set the attribute in the `<head>`
 * before anything is painted, so they paint in the brand's fonts from the start.
 */
export const WEB_FONTS_ATTRIBUTE = 'data-fonts';
export const STORAGE_KEY = 'emballo:fonts';

interface Face {
  file: string;
  /** A CSS font shorthand and a character of its range: what `document.fonts.load` needs. */
  font: string;
  sample: string;
}

const LATIN: Face = { file: latinFont, font: '400 1em "Inter Variable"', sample: 'a' };
const ARABIC_REGULAR: Face = { file: arabicRegular, font: '400 1em "Noto Sans Arabic"', sample: 'ب' };
const ARABIC_BOLD: Face = { file: arabicBold, font: '700 1em "Noto Sans Arabic"', sample: 'ب' };

/**
 * The faces a page in this language shows: Arabic pages have two static Arabic faces (regular
 * text; bold headings and buttons) and Latin letters and digits (language code, counts, prices).
 */
export function facesFor(locale: Locale): Face[] {
  return locale === 'ar' ? [ARABIC_BOLD, ARABIC_REGULAR, LATIN] : [LATIN];
}

/**
 * The `<head>` script: when this browser has loaded every file the page's language uses, the page
 * paints in the brand's fonts, and their requests start at once (from the cache).
 */
export function webFontsScript(locale: Locale): string {
  const files = JSON.stringify(facesFor(locale).map((face) => face.file));
  return `(function(f){try{var s=localStorage.getItem(${JSON.stringify(STORAGE_KEY)})||'';for(var i=0;i<f.length;i++)if(s.indexOf(f[i])<0)return;
var d=document;d.documentElement.setAttribute(${JSON.stringify(WEB_FONTS_ATTRIBUTE)},'web');
f.forEach(function(h){var l=d.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='anonymous';l.href=h;d.head.appendChild(l)})}catch(e){}})(${files});`;
}
