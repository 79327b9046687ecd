import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInPage } from '~/test/render';
import { DataList, type DataColumn, type DataListProps, type DataSort } from './data-list';

interface Order {
  number: string;
  customer: string;
  total: string;
}

const orders: Order[] = [
  { number: '2026-0001', customer: 'Sara', total: '120,00 MAD' },
  { number: '2026-0002', customer: 'Omar', total: '80,00 MAD' },
];

const columns: DataColumn<Order>[] = [
  { key: 'number', header: 'Number', cell: (o) => o.number, rowHeader: true, sortable: true },
  { key: 'customer', header: 'Customer', cell: (o) => o.customer },
  { key: 'total', header: 'Total', cell: (o) => o.total, end: true, sortable: true },
];

const sort = (by: string, dir: 'asc' | 'desc'): DataSort => ({
  by,
  dir,
  href: (key, next) => `/orders?sort=${key}&dir=${next}`,
});

type OrdersListProps = Partial<Extract<DataListProps<Order>, { rowKey: unknown }>>;

/** The two orders in their columns, captioned "Orders", with what the test sets on top. */
const ordersList = (props: OrdersListProps = {}) => (
  <DataList caption="Orders" columns={columns} rows={orders} rowKey={(o) => o.number} empty="" {...props} />
);

describe('DataList', () => {
  it('is a keyboard-scrollable region named by its caption, one row per item', () => {
    renderInPage(ordersList({ caption: 'Your orders', empty: 'None' }));
    const region = screen.getByRole('group', { name: 'Your orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(region).getByRole('table', { name: 'Your orders' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('2026-0001');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sara', '120,00 MAD']);
    expect(within(rows[1]!).getAllByRole('cell')[1]).toHaveClass('text-end');
  });

  it('shows the empty state instead of a table, and still announces the summary', () => {
    renderInPage(
      ordersList({
        caption: 'Your orders',
        rows: [],
        empty: 'No order yet.',
        summary: '0 orders',
        before: <p>bulk bar</p>,
      }),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByTestId('empty-state')).toHaveTextContent('No order yet.');
    expect(screen.getByText('0 orders')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('bulk bar')).not.toBeInTheDocument();
  });

  it('marks the sorted column with aria-sort; its header link sorts the other way', () => {
    renderInPage(ordersList({ sort: sort('total', 'asc') }));
    const [number, customer, total] = screen.getAllByRole('columnheader');
    expect(total).toHaveAttribute('aria-sort', 'ascending');
    expect(within(total!).getByRole('link', { name: /Total/ })).toHaveAttribute(
      'href',
      '/orders?sort=total&dir=desc',
    );
    expect(number).toHaveAttribute('aria-sort', 'none');
    expect(within(number!).getByRole('link', { name: /Number/ })).toHaveAttribute(
      'href',
      '/orders?sort=number&dir=asc',
    );
    expect(customer).not.toHaveAttribute('aria-sort');
    expect(within(customer!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('a descending column says so and sorts ascending next, under the page language', async () => {
    const { user } = renderInPage(ordersList({ sort: sort('number', 'desc') }), { url: '/fr/orders' });
    const number = screen.getAllByRole('columnheader')[0]!;
    expect(number).toHaveAttribute('aria-sort', 'descending');
    const link = within(number).getByRole('link');
    expect(link).toHaveAttribute('href', '/fr/orders?sort=number&dir=asc');
    expect(link).toHaveAccessibleDescription('Trier par ordre croissant');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/fr/orders?sort=number&dir=asc');
  });

  it('pages, with a leading selection column', () => {
    renderInPage(
      ordersList({
        leading: {
          header: <span>Selection</span>,
          cell: (o) => <input type="checkbox" aria-label={`Select ${o.number}`} />,
        },
        pagination: { page: 1, pages: 2, href: (n) => `/orders?page=${n}`, label: 'Order pages' },
      }),
    );
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Selection');
    expect(screen.getByRole('checkbox', { name: 'Select 2026-0002' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Order pages' })).getByRole('link')).toHaveAttribute(
      'href',
      '/orders?page=2',
    );
  });
});

describe('DataList, rows drawn by the screen', () => {
  const renderRowsForm = () =>
    renderInPage(
      <DataList
        caption="Orders"
        headers={['Number', { label: 'Total', end: true }]}
        leading={{ header: <span>all</span> }}
        rows={['A1']}
        empty="None"
        row={(n) => (
          <tr key={n}>
            <td>-</td>
            <td>{n}</td>
            <td>10 €</td>
          </tr>
        )}
      />,
    );

  it('is a keyboard-scrollable region named by its caption, with column headers', () => {
    renderRowsForm();
    const region = screen.getByRole('group', { name: 'Orders' });
    expect(region).toHaveAttribute('tabindex', '0');
    const headers = within(region).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['all', 'Number', 'Total']);
    expect(headers[2]).toHaveClass('text-end');
    expect(within(region).getByRole('table', { name: 'Orders' })).toBeInTheDocument();
  });

  it('hands its column titles to the stacked phone layout, counting the leading cell', () => {
    renderRowsForm();
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table).toHaveClass('stacked-table');
    expect(screen.getByRole('columnheader', { name: 'all' })).toHaveClass('stacked-keep');
    const titles = [1, 2, 3].map((n) => table.style.getPropertyValue(`--column-${n}`));
    expect(titles).toEqual(['""', '"Number"', '"Total"']);
  });

  it('can hide its caption from sight while keeping the name', () => {
    renderInPage(
      <DataList
        caption="Orders"
        headers={['Number']}
        captionHidden
        rows={['A1']}
        empty="None"
        row={(n) => (
          <tr key={n}>
            <td>{n}</td>
          </tr>
        )}
      />,
    );
    expect(screen.getByText('Orders', { selector: 'caption' })).toHaveClass('sr-only');
    expect(screen.getByRole('group', { name: 'Orders' })).toBeInTheDocument();
  });
});
