const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (id: string) => UUID.test(id);

/** The well-formed UUIDs among `ids`, lower-cased and once each: a malformed id names nothing. */
export const uniqueUuids = (ids: string[]) => [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];

/** The serial ids (1 to 9 digits) among `ids`, as numbers and once each: anything else names nothing. */
export const uniqueSerialIds = (ids: string[]) => [
  ...new Set(ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number)),
];
