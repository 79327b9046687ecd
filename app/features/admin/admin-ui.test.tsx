import { act, screen } from '@testing-library/react';
import { Form } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '~/test/render';
import { ErrorMessage, FilterActions, StatusMessage, useFocusOnMount } from './admin-ui';

function deferred() {
  let resolve!: (value: unknown) => void;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
}

describe('FilterActions', () => {
  it('applies the filters, is busy while the list loads, and resets to the bare list', async () => {
    const loading = deferred();
    const { user } = renderInPage(
      <Form method="get" action="/admin/orders/loading">
        <input name="q" aria-label="Search" defaultValue="paid" />
        <FilterActions apply="Filter" reset="Clear filters" resetTo="/admin/orders" className="flex" />
      </Form>,
      {
        url: '/admin/orders?q=old',
        routes: [{ path: '/admin/orders/loading', loader: () => loading.promise, Component: () => null }],
      },
    );
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/admin/orders');
    const apply = screen.getByRole('button', { name: 'Filter' });
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(apply).toBeDisabled();
    await act(async () => loading.resolve(null));
  });
});

describe('messages', () => {
  it('a status is announced politely, an error assertively', () => {
    renderInPage(
      <>
        <StatusMessage>Saved.</StatusMessage>
        <ErrorMessage>Refused.</ErrorMessage>
      </>,
    );
    expect(screen.getByText('Saved.')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Refused.')).toHaveAttribute('role', 'alert');
  });
});

describe('useFocusOnMount', () => {
  it('moves focus to the element it is given, so the page change is heard', () => {
    function Heading() {
      const ref = useFocusOnMount<HTMLHeadingElement>();
      return (
        <h1 ref={ref} tabIndex={-1}>
          Orders
        </h1>
      );
    }
    renderInPage(<Heading />);
    expect(screen.getByRole('heading', { name: 'Orders' })).toHaveFocus();
  });
});
