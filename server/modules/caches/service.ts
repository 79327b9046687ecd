import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Logger } from '../../platform/logger';
import { cacheGeneration } from './schema';

/** The channel the `cache_generation_bump` trigger NOTIFYs on (drizzle/0032). */
export const CACHE_CHANNEL = 'cache_changed';

/** What a change touched, as the trigger names it; its caches (and the pages') are dropped. */
export type CacheArea = 'catalog' | 'content' | 'settings' | 'media';

const AREAS: readonly CacheArea[] = ['catalog', 'content', 'settings', 'media'];

/**
 * One truth for what each process caches (ADR-0017). A change to the catalogue, content, site
 * settings or media, committed by any process (or by hand in psql), bumps the database's cache
 * generation and NOTIFYs `cache_changed` from the writing transaction; every process LISTENs and
 * drops the caches registered for that area. The generation read from the database is part of
 * the public pages' cache key and ETag: the same on every process, and after a restart.
 *
 * When the LISTEN connection comes back after losing its server, NOTIFYs may have been missed:
 * every cache is dropped and the generation read again.
 */
export function createSharedCaches(deps: { database: Database; logger: Logger }) {
  const { database, logger } = deps;
  const clearers = new Map<CacheArea, Set<() => void>>(AREAS.map((area) => [area, new Set()]));
  let generation: bigint | null = null;
  let starting: Promise<void> | null = null;
  let stops: (() => Promise<void> | void)[] = [];

  /** `clear` runs whenever any of `areas` changes, on any process (and after a reconnection). */
  function register(areas: readonly CacheArea[], clear: () => void) {
    for (const area of areas) clearers.get(area)!.add(clear);
  }

  function clear(areas: readonly CacheArea[]) {
    const done = new Set<() => void>();
    for (const area of areas) {
      for (const fn of clearers.get(area)!) {
        if (done.has(fn)) continue;
        done.add(fn);
        try {
          fn();
        } catch (error) {
          logger.error('cache not cleared', { area, error: String(error) });
        }
      }
    }
  }

  async function read(): Promise<bigint> {
    const [row] = await database.db
      .select({ generation: cacheGeneration.generation })
      .from(cacheGeneration)
      .where(eq(cacheGeneration.id, 1));
    return row?.generation ?? 0n;
  }

  /** A generation learned (from a NOTIFY or a read): never goes back, whatever order they arrive in. */
  function learn(next: bigint) {
    if (generation === null || next > generation) generation = next;
  }

  function announced(payload: string) {
    let area: unknown;
    let value: unknown;
    try {
      ({ area, generation: value } = JSON.parse(payload) as { area?: unknown; generation?: unknown });
    } catch {
      return;
    }
    if (typeof value === 'string' && /^\d+$/.test(value)) learn(BigInt(value));
    clear(AREAS.includes(area as CacheArea) ? [area as CacheArea] : AREAS);
  }

  /** Everything cached may be stale: drop it all and read the generation again. */
  async function resync() {
    clear(AREAS);
    learn(await read());
  }

  /**
   * LISTENs on `cache_changed` and reads the generation (the server entry and the test app call
   * it before serving). Idempotent.
   */
  function start(): Promise<void> {
    starting ??= (async () => {
      const unlisten = await database.listen(CACHE_CHANNEL, announced);
      const offReconnect = database.onListenerReconnect(() => {
        logger.warn('cache notifications reconnected: every cache dropped');
        resync().catch((error: unknown) =>
          logger.error('cache generation not read', { error: String(error) }),
        );
      });
      stops = [unlisten, offReconnect];
      learn(await read());
    })().catch((error: unknown) => {
      starting = null;
      throw error;
    });
    return starting;
  }

  return {
    register,
    start,
    /**
     * The database's cache generation as this process last learned it (starting if need be):
     * part of the public pages' cache key and ETag.
     */
    async generation(): Promise<string> {
      if (generation === null) await start();
      return String(generation);
    },
    /** Drops every cache and reads the generation now (after a write this process made, say). */
    resync,
    async stop() {
      const pending = stops;
      stops = [];
      starting = null;
      generation = null;
      await Promise.all(pending.map((stop) => stop()));
    },
  };
}

export type SharedCaches = ReturnType<typeof createSharedCaches>;
