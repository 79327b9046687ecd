import pg from 'pg';

/** Called with the payload of each NOTIFY on a channel. */
export type ChannelHandler = (payload: string) => void;

/** Stops one handler; the connection stops listening to the channel when its last handler goes. */
export type Unlisten = () => Promise<void>;

export interface Listener {
  /** Resolves once the database listens on the channel, so nothing sent after is missed. */
  listen(channel: string, handler: ChannelHandler): Promise<Unlisten>;
  /** `handler` runs after each reconnection (NOTIFYs may have been missed meanwhile); returns its removal. */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

/** The application_name of the dedicated LISTEN connection (how an operator spots it in pg_stat_activity). */
export const LISTENER_APPLICATION_NAME = 'emballo-listener';

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function checkChannel(channel: string) {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
}

/**
 * Handlers per channel, and the one LISTEN/UNLISTEN per channel that their first and last
 * handler cause. Handlers never see each other's errors.
 */
function channelRegistry(backend: {
  start(channel: string): Promise<void>;
  stop(channel: string): Promise<void>;
}) {
  const channels = new Map<string, Set<ChannelHandler>>();

  function dispatch(channel: string, payload: string) {
    for (const handler of channels.get(channel) ?? []) {
      try {
        handler(payload);
      } catch {
        // One failing handler must not keep the others from their notification.
      }
    }
  }

  async function listen(channel: string, handler: ChannelHandler): Promise<Unlisten> {
    checkChannel(channel);
    let handlers = channels.get(channel);
    if (!handlers) {
      handlers = new Set();
      channels.set(channel, handlers);
      try {
        await backend.start(channel);
      } catch (error) {
        channels.delete(channel);
        throw error;
      }
    }
    handlers.add(handler);
    return async () => {
      if (!handlers.delete(handler) || handlers.size > 0 || channels.get(channel) !== handlers) return;
      channels.delete(channel);
      await backend.stop(channel);
    };
  }

  return { channels, dispatch, listen };
}

/** What the listener uses of PGlite, in this thread or its own (pglite-thread.ts). */
export interface PgliteListening {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  readonly closed: boolean;
}

/** PGlite: its own listen API on the one embedded connection. */
export function pgliteListener(client: PgliteListening): Listener {
  const unlistens = new Map<string, () => Promise<void>>();
  const registry = channelRegistry({
    async start(channel) {
      unlistens.set(channel, await client.listen(channel, (payload) => registry.dispatch(channel, payload)));
    },
    async stop(channel) {
      const unlisten = unlistens.get(channel);
      unlistens.delete(channel);
      if (unlisten && !client.closed) await unlisten();
    },
  });
  // The embedded connection is never lost: nothing to reconnect.
  return { listen: registry.listen, onReconnect: () => () => {}, close: async () => unlistens.clear() };
}

/**
 * PostgreSQL: one dedicated client for the process (a pooled one would be handed back, and its
 * LISTEN with it). When its connection drops it reconnects, waiting a little longer each time
 * (up to `maxRetryMs`), and listens again on every channel. NOTIFYs sent while it is away are
 * lost: consumers must tolerate that (the notification bell also polls).
 */
export function postgresListener(
  url: string,
  opts: { minRetryMs?: number; maxRetryMs?: number; onError?: (error: unknown) => void } = {},
): Listener {
  const minRetryMs = opts.minRetryMs ?? 200;
  const maxRetryMs = opts.maxRetryMs ?? 10_000;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryMs = minRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let closed = false;
  /** Set once a connection has listened: any later one is a reconnection. */
  let listenedBefore = false;
  const reconnectHandlers = new Set<() => void>();

  const registry = channelRegistry({
    async start(channel) {
      // LISTEN twice is harmless: a client connected meanwhile has listened on every channel.
      await (await connected()).query(`LISTEN ${channel}`);
    },
    async stop(channel) {
      if (client) await client.query(`UNLISTEN ${channel}`).catch(() => {});
    },
  });

  function lost(c: pg.Client, error?: unknown) {
    if (error) opts.onError?.(error);
    if (client !== c) return;
    client = null;
    c.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer || registry.channels.size === 0) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connected().catch((error: unknown) => {
        opts.onError?.(error);
        retryMs = Math.min(retryMs * 2, maxRetryMs);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  }

  function connected(): Promise<pg.Client> {
    if (closed) return Promise.reject(new Error('listener closed'));
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({
        connectionString: url,
        application_name: LISTENER_APPLICATION_NAME,
        connectionTimeoutMillis: 5000,
        keepAlive: true,
      });
      c.on('notification', (message) => registry.dispatch(message.channel, message.payload ?? ''));
      c.on('error', (error) => lost(c, error));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        for (const channel of registry.channels.keys()) await c.query(`LISTEN ${channel}`);
      } catch (error) {
        c.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await c.end().catch(() => {});
        throw new Error('listener closed');
      }
      client = c;
      retryMs = minRetryMs;
      if (listenedBefore) {
        for (const handler of reconnectHandlers) {
          try {
            handler();
          } catch (error) {
            opts.onError?.(error);
          }
        }
      }
      listenedBefore = true;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    listen: registry.listen,
    onReconnect(handler) {
      reconnectHandlers.add(handler);
      return () => void reconnectHandlers.delete(handler);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
