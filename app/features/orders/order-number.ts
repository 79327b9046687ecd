/**
 * An order number (2026-000123) as text inside a sentence: isolated left to right, so an Arabic
 * sentence does not reorder its digits and dash (000123-2026).
 */
export const orderNumber = (number: string) => `\u2066${number}\u2069`;
