/**
 * Whether `error` is the service error called `name`. The Node entry and the pages are bundled
 * apart, each with its own copy of the server's classes, so `instanceof` fails for an error a
 * service threw; every service error sets its `name`, and pages compare that.
 */
export function isServiceError<T extends Error>(error: unknown, name: string): error is T {
  return error instanceof Error && error.name === name;
}
