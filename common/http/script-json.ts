/** JSON safe inside a `<script>` element (application/json or ld+json): no `<` can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
