import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Page } from '../../../common/admin/types';
import { renderInPage } from '~/test/render';
import { DataList } from '~/components/ui/data-list';
import { listPages, listQuery, pageHref } from './list-block';

const page = (data: string[], current = 1, last = 1): Page<string> => ({
  data,
  current_page: current,
  last_page: last,
  per_page: 20,
  total: data.length,
});

describe('listQuery and pageHref', () => {
  it('sends only the filled filters and the page to the API, and shows every filter again', () => {
    const request = new Request('http://x/admin/orders?status=paid&q=&page=2&ignored=1');
    const { query, filters } = listQuery(request, ['status', 'q'] as const);
    expect(query.toString()).toBe('status=paid&page=2');
    expect(filters).toEqual({ status: 'paid', q: '' });
  });

  it('builds page n with the same filters, leaving the empty ones out', () => {
    const href = pageHref('/admin/orders', { status: 'paid', q: '' });
    expect(href(3)).toBe('/admin/orders?status=paid&page=3');
  });
});

describe('DataList with an admin page (listPages)', () => {
  const block = (p: Page<string>, summary?: string) => (
    <DataList
      caption="orders"
      headers={['Number']}
      rows={p.data}
      row={(row) => (
        <tr key={row}>
          <td>{row}</td>
        </tr>
      )}
      summary={summary}
      summaryStyle="notice"
      empty="No order matches these filters."
      pagination={listPages(p, pageHref('/admin/orders', { status: 'paid' }), 'Order pages')}
      before={<p>bulk bar</p>}
    />
  );
  it('announces the summary and shows the table with what goes before it', () => {
    renderInPage(block(page(['A1', 'A2']), '2 orders'));
    expect(screen.getByText('2 orders')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('table', { name: 'orders' })).toBeInTheDocument();
    expect(screen.getByText('bulk bar')).toBeInTheDocument();
  });

  it('shows the empty message instead of the table and the bar when the page has no row', () => {
    renderInPage(block(page([]), '0 orders'));
    expect(screen.getByText('No order matches these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('bulk bar')).not.toBeInTheDocument();
  });

  it('pages with the filters kept', () => {
    renderInPage(block(page(['A1'], 2, 3)));
    expect(screen.getByRole('navigation', { name: 'Order pages' })).toBeInTheDocument();
    const link = (name: string) => screen.getByRole('link', { name });
    expect(link('Next page')).toHaveAttribute('href', '/admin/orders?status=paid&page=3');
    expect(link('Previous page')).toHaveAttribute('href', '/admin/orders?status=paid&page=1');
  });
});
