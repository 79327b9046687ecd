import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says the list is empty in a framed paragraph', () => {
    render(<EmptyState>No order yet.</EmptyState>);
    const state = screen.getByTestId('empty-state');
    expect(state.tagName).toBe('P');
    expect(state).toHaveTextContent('No order yet.');
    expect(state).toHaveClass('border-dashed');
  });

  it('offers a next step under the message', () => {
    render(
      <EmptyState action={<a href="/produits">See the products</a>} testId="orders-empty" size="lg">
        No order yet.
      </EmptyState>,
    );
    const state = screen.getByTestId('orders-empty');
    expect(state).toHaveClass('text-lg');
    expect(screen.getByText('No order yet.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'See the products' })).toHaveAttribute('href', '/produits');
  });
});
