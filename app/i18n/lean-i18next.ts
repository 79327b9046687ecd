/**
 * The browser's i18next (ADR-0022): the part of i18next's API and translation rules the app
 * uses, in a fraction of its size. The client build resolves `i18next` here (vite.config.ts); the
 * server and the tests keep i18next itself, and `lean-i18next.test.ts` holds both to the same
 * text for every dictionary entry, so hydration sees what the server rendered.
 *
 * Rules kept: `ns:key` and dotted keys; the page language, then the fallback language; plurals by
 * `Intl.PluralRules` (`_zero` first for a count of 0); `defaultValue`, else the key;
 * `{{name}}` (dotted paths; a variable not given stays as written, one given as undefined is
 * empty); `$t(ns:key)` nesting after interpolation; no escaping (escapeValue: false).
 */
type Dictionary = { [key: string]: unknown };
type Store = Record<string, Record<string, Dictionary>>;
export type TOptions = Record<string, unknown> & {
  count?: unknown;
  defaultValue?: unknown;
  ns?: string | string[];
};
export type TFunction = (key: string, options?: TOptions) => string;

interface InitOptions {
  lng: string;
  resources?: Store;
  fallbackLng?: string;
  ns?: string[];
  defaultNS?: string;
}

const NATURAL_LANGUAGE = /[ ,?!;]/;
const VARIABLE = /{{(.+?)}}/g;
const NESTING = /\$t\((.+?)\)/g;

const lookup = (dictionary: Dictionary | undefined, key: string): unknown => {
  if (!dictionary) return undefined;
  if (Object.hasOwn(dictionary, key)) return dictionary[key];
  let node: unknown = dictionary;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Dictionary)[part];
  }
  return node;
};

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralOf = (lng: string, count: number) => {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
};

/** `ns:key` names its namespace, unless the key reads like a sentence (i18next's rule). */
function splitNamespace(key: string): [string | undefined, string] {
  const at = key.indexOf(':');
  if (at < 0) return [undefined, key];
  const dot = key.indexOf('.');
  const natural = NATURAL_LANGUAGE.test(key) && (dot <= 0 || NATURAL_LANGUAGE.test(key.slice(0, dot)));
  return natural ? [undefined, key] : [key.slice(0, at), key.slice(at + 1)];
}

function interpolate(text: string, data: TOptions): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    const path = name.trim();
    const value = lookup(data as Dictionary, path);
    if (value === undefined) return Object.hasOwn(data, path) ? '' : whole;
    return value === null ? '' : String(value);
  });
}

export class LeanI18n {
  language = '';
  private store: Store = {};
  private fallbackLng = 'en';
  private defaultNS = 'translation';
  private listeners = new Set<(lng: string) => void>();

  use() {
    return this;
  }

  init(options: InitOptions) {
    this.language = options.lng;
    this.store = options.resources ?? {};
    this.fallbackLng = options.fallbackLng ?? this.fallbackLng;
    this.defaultNS = options.defaultNS ?? options.ns?.[0] ?? this.defaultNS;
    return Promise.resolve(this.t);
  }

  t: TFunction = (key, options) => this.translate(key, options ?? {}, undefined);

  /** A `t` bound to namespaces (the first one is searched unless the key names another). */
  getFixedT(_lng: null, ns?: string | readonly string[]): TFunction {
    const namespaces = ns === undefined ? undefined : typeof ns === 'string' ? [ns] : [...ns];
    return (key, options) => this.translate(key, options ?? {}, namespaces?.[0]);
  }

  hasResourceBundle(lng: string, ns: string) {
    return this.store[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns: string) {
    return this.store[lng]?.[ns];
  }

  addResourceBundle(lng: string, ns: string, bundle: Dictionary) {
    (this.store[lng] ??= {})[ns] = { ...this.store[lng]?.[ns], ...bundle };
    return this;
  }

  async changeLanguage(lng: string) {
    this.language = lng;
    this.listeners.forEach((listener) => listener(lng));
    return this.t;
  }

  on(_event: 'languageChanged', listener: (lng: string) => void) {
    this.listeners.add(listener);
  }

  off(_event: 'languageChanged', listener: (lng: string) => void) {
    this.listeners.delete(listener);
  }

  private translate(fullKey: string, options: TOptions, fixedNs: string | undefined): string {
    const [keyNs, key] = splitNamespace(fullKey);
    const optionNs = typeof options.ns === 'string' ? options.ns : options.ns?.[0];
    const ns = keyNs ?? optionNs ?? fixedNs ?? this.defaultNS;
    const count = typeof options.count === 'number' ? options.count : undefined;
    let found: unknown;
    for (const lng of new Set([this.language, this.fallbackLng])) {
      const dictionary = this.store[lng]?.[ns];
      const candidates =
        count === undefined
          ? [key]
          : [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralOf(lng, count)}`, key];
      for (const candidate of candidates) {
        found = lookup(dictionary, candidate);
        if (found !== undefined && found !== null) break;
      }
      if (found !== undefined && found !== null) break;
    }
    const text =
      typeof found === 'string'
        ? found
        : options.defaultValue !== undefined
          ? String(options.defaultValue)
          : key;
    return this.nest(interpolate(text, options), text, options, fixedNs);
  }

  private nest(text: string, before: string, options: TOptions, fixedNs: string | undefined): string {
    // A value that brought a `$t(` of its own is not followed (i18next's skipOnVariables).
    const count = (s: string) => s.match(NESTING)?.length ?? 0;
    if (count(text) > count(before)) return text;
    const { defaultValue: _unused, ...inherited } = options;
    return text.replace(NESTING, (_whole, nested: string) =>
      this.translate(nested.trim(), inherited, fixedNs),
    );
  }
}

const i18next = { createInstance: () => new LeanI18n() };
export default i18next;
