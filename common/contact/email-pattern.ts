/** The spec's "simple pattern" for the newsletter box: text, @, text, dot, text, no spaces. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
