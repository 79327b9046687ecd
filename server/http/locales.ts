import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { isLocale, NAMESPACES } from '../../common/i18n/languages';
import { projectRoot } from '../paths';

const localesDir = join(projectRoot, 'common', 'i18n', 'locales');

/** GET /locales/{lng}/{ns}.json: the same dictionaries the app bundles (spec §7 fallback source). */
export const serveLocale: RequestHandler = async (req, res) => {
  const { lng, ns } = req.params as { lng: string; ns: string };
  if (!isLocale(lng) || !(NAMESPACES as readonly string[]).includes(ns)) {
    res.status(404).json({ message: 'Not found' });
    return;
  }
  const body = await readFile(join(localesDir, lng, `${ns}.json`), 'utf8');
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.type('application/json').send(body);
};
