import { lazy, Suspense, type ComponentType } from 'react';

/** The deferred parts, by name, as the server renders them (registered by `deferred-parts.server.ts`). */
const atOnce = new Map<string, ComponentType<never>>();

/** Server only: the server renders these parts at once, in the page's HTML (never a fallback). */
export function renderPartsAtOnce(parts: Record<string, ComponentType<never>>) {
  for (const [name, component] of Object.entries(parts)) atOnce.set(name, component);
}

/**
 * A part the server renders in the page's HTML but the browser's first load does not carry
 * (ADR-0022): its chunk is fetched once the page hydrates, and until it arrives React leaves the
 * server's HTML in place (a dehydrated Suspense boundary), then hydrates it. For what is visible
 * but not needed before an interaction (the footer's newsletter box, the toasts' view).
 *
 * Until then the part is the server's HTML alone: a form in it submits natively unless it waits
 * for its code (`useHydrated`, as the newsletter box's button does).
 *
 * On the server the component must be registered under `name` by `renderPartsAtOnce`, so the lazy
 * component resolves synchronously: a lazy component that suspended on the server would stream
 * its fallback first (and show nothing without JavaScript).
 */
export function deferredPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  type Loaded = { default: ComponentType<P> };
  const Lazy = lazy((): Promise<Loaded> => {
    const registered = atOnce.get(name) as ComponentType<P> | undefined;
    // A thenable resolved within `then` (React calls only that), so React renders it in this very
    // pass; a promise would resolve a microtask later, after React has suspended.
    if (registered) {
      const resolved: PromiseLike<Loaded> = {
        then: (onResolved) => (onResolved?.({ default: registered }), undefined) as never,
      };
      return resolved as Promise<Loaded>;
    }
    if (typeof document === 'undefined')
      throw new Error(`deferred part "${name}" is not registered for the server (deferred-parts.server.ts)`);
    return load().then((component) => ({ default: component }));
  });
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Deferred;
}
