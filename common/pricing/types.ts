/**
 * An amount of money as the server computes it and the browser receives it: a whole number of the
 * currency's minor units (centimes, cents, fils…) and its ISO 4217 code. 249.05 MAD is
 * `{ minor: 24905, currency: 'MAD' }`; ¥1 500 is `{ minor: 1500, currency: 'JPY' }` (ADR-0010).
 */
export interface Money {
  minor: number;
  currency: string;
}
