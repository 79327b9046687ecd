import type { ReactNode } from 'react';
import { EmptyState } from '~/components/ui/empty-state';

/**
 * The spec's empty states of the account and the cart (§8): 'no order', 'no requests', 'no demo
 * requested', 'no billings' — the kit's empty state, the spec's lower-case words shown
 * capitalised, and an optional next step under the frame, at the start.
 */
export function AccountEmptyState({
  text,
  testId,
  action,
}: {
  text: string;
  testId: string;
  action?: ReactNode;
}) {
  const empty = (
    <EmptyState testId={testId}>
      <span className="block first-letter:uppercase">{text}</span>
    </EmptyState>
  );
  if (!action) return empty;
  return (
    <div className="flex flex-col items-start gap-4">
      <div className="self-stretch">{empty}</div>
      {action}
    </div>
  );
}
