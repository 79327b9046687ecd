import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditRow } from '../../../common/admin/types';
import { renderInPage } from '~/test/render';
import { AuditList } from './audit-list';
import { DetailCard, DetailList } from './detail-card';

describe('DetailCard and DetailList', () => {
  it('a card is a region named by its heading; empty values are left out of the list', () => {
    renderInPage(
      <DetailCard title="Customer" intro="Who ordered.">
        <DetailList
          items={[
            { term: 'Name', value: 'Sara' },
            { term: 'Phone', value: '' },
            { term: 'Company', value: null },
            { term: 'Orders', value: 0 },
          ]}
        />
      </DetailCard>,
    );
    const card = screen.getByRole('region', { name: 'Customer' });
    expect(within(card).getByText('Who ordered.')).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Name', 'Orders']);
  });
});

describe('AuditList', () => {
  const row: AuditRow = {
    id: 1,
    occurred_at: '2026-03-01T10:00:00.000Z',
    occurred_at_label: '1 March 2026, 11:00',
    actor_id: null,
    actor_email: '',
    session_id: null,
    action: 'order.status_changed',
    action_label: 'Order status changed',
    entity_type: 'order',
    entity_id: 'A1',
    entity_name: null,
    before: { status: 'paid' },
    after: { status: 'processing' },
    ip: '10.0.0.1',
    user_agent: 'Firefox',
  };

  it('lists each entry with its labelled date, an unknown actor named, and the changes folded', () => {
    renderInPage(
      <AuditList rows={[row, { ...row, id: 2, before: null, after: null, actor_email: 'a@x.test' }]} />,
    );
    const region = screen.getByRole('group', { name: 'Audit log' });
    const [, first, second] = within(region).getAllByRole('row');
    expect(within(first!).getByText('1 March 2026, 11:00')).toHaveAttribute('datetime', row.occurred_at);
    expect(within(first!).getByText('Unknown')).toBeInTheDocument();
    expect(within(first!).getByText('Changes', { selector: 'summary' })).toBeInTheDocument();
    expect(first!.textContent).toContain('"status": "processing"');
    expect(within(second!).getByText('a@x.test')).toBeInTheDocument();
    expect(within(second!).queryByText('Changes', { selector: 'summary' })).not.toBeInTheDocument();
  });

  it('is named by its caption when it has one', () => {
    renderInPage(<AuditList rows={[row]} caption="This order's history" />);
    expect(screen.getByRole('group', { name: "This order's history" })).toBeInTheDocument();
  });
});
