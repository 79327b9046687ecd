/** Cookie, header and field names that the browser and the server must agree on. */

/** The browser session cookie (httpOnly); the XSRF check applies to every request carrying it. */
export const SESSION_COOKIE = 'sid';
/** The spec's names (axios convention): a readable cookie echoed back in a header or form field. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const XSRF_FIELD = '_xsrf';
/** "dark" or absent: the server renders the chosen theme without a flash. */
export const THEME_COOKIE = 'theme';
