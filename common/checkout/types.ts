import type { AttachmentSummary } from '../attachments/types';
import type { PaymentMode } from '../orders/types';

/** What the customer chose in the checkout's steps so far (ADR-0304); the prices are the cart's. */
export interface CheckoutDraft {
  notes: string;
  links: string[];
  paymentMode: PaymentMode | null;
  files: AttachmentSummary[];
}
