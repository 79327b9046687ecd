import { act, screen } from '@testing-library/react';
import { Form } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '~/test/render';
import {
  ErrorMessage,
  FilterActions,
  FilterForm,
  ScreenHeader,
  StatusMessage,
  useFocusOnMount,
} from './admin-ui';

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

describe('FilterForm', () => {
  it('is a named GET form (a search when asked) of the fields, then apply and reset', () => {
    renderInPage(
      <FilterForm
        search
        words={{ label: 'Filter the orders', apply: 'Filter', reset: 'Clear filters' }}
        layout="grid gap-4"
        resetTo="/admin/orders"
      >
        <input name="q" aria-label="Search" />
      </FilterForm>,
    );
    const form = screen.getByRole('search', { name: 'Filter the orders' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveClass('grid', 'gap-4', 'rounded-2xl');
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/admin/orders');
  });
});

describe('ScreenHeader', () => {
  it('gives the tab its title, the page its heading and introduction, and the action beside them', () => {
    renderInPage(<ScreenHeader title="Orders" intro="Every order." action={<a href="/new">New</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Every order.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New' })).toBeInTheDocument();
    expect(document.title).toContain('Orders');
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
