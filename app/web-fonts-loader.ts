import { facesFor, STORAGE_KEY, WEB_FONTS_ATTRIBUTE } from './fonts';
import type { Locale } from '../common/i18n/languages';

// The browser's side of app/fonts.ts, fetched after hydration (useWebFonts): not in a first load.

function storedFiles(): string[] {
  try {
    return (localStorage.getItem(STORAGE_KEY) ?? '').split(' ').filter(Boolean);
  } catch {
    return [];
  }
}

export function fontsStoredFor(locale: Locale): boolean {
  const stored = storedFiles();
  return facesFor(locale).every((face) => stored.includes(face.file));
}

/** Loads the language's faces (after the first paint) and remembers their files once loaded. */
export async function loadWebFonts(locale: Locale): Promise<void> {
  const faces = facesFor(locale);
  const loaded = await Promise.all(faces.map((face) => document.fonts.load(face.font, face.sample)));
  if (loaded.some((found) => found.length === 0)) return;
  const files = new Set([...storedFiles(), ...faces.map((face) => face.file)]);
  try {
    localStorage.setItem(STORAGE_KEY, [...files].join(' '));
  } catch {
    // Storage refused (private mode): each page then paints in the system's fonts.
  }
}

/** Switches the page to the brand's fonts (once they are loaded: no text waits on them). */
export function applyWebFonts() {
  document.documentElement.setAttribute(WEB_FONTS_ATTRIBUTE, 'web');
}
