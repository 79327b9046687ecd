import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN_STORAGE_KEY } from '../../../common/admin/schemas';
import type { BulkReport } from '../../../common/admin/bulk';
import { fakeApi, json } from '~/test/network';
import { renderInPage } from '~/test/render';
import { BulkBar, SelectAllCheckbox, SelectRowCheckbox, useSelection } from './bulk';
import { DataList, SelectCell } from '~/components/ui/data-list';
import { ReauthHost } from './reauth';

function OrderList({ ids }: { ids: string[] }) {
  const selection = useSelection(ids);
  return (
    <>
      <BulkBar
        selection={selection}
        endpoint="/orders/bulk"
        field="status"
        actions={[
          { value: 'processing', label: 'Processing' },
          { value: 'canceled', label: 'Canceled' },
        ]}
        actionLabel="New status"
        nameOf={(id) => `order ${id}`}
      />
      <DataList
        caption="Orders"
        headers={['Number']}
        leading={{ header: <SelectAllCheckbox selection={selection} /> }}
        rows={ids}
        empty="None"
        row={(id) => (
          <tr key={id}>
            <SelectCell>
              <SelectRowCheckbox selection={selection} id={id} name={`order ${id}`} />
            </SelectCell>
            <td>{id}</td>
          </tr>
        )}
      />
    </>
  );
}

const report: BulkReport = {
  results: [
    { id: 'A1', outcome: 'done', message: 'Now processing.' },
    { id: 'A2', outcome: 'refused', message: 'A delivered order stays delivered.' },
  ],
  counts: { done: 1, unchanged: 0, refused: 1, not_found: 0, failed: 0 },
};

beforeEach(() => sessionStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'token'));

const selectAll = () => screen.getByRole('checkbox', { name: 'Select all rows of this page' });
const row = (id: string) => screen.getByRole('checkbox', { name: `Select order ${id}` });

describe('bulk selection', () => {
  it('starts with nothing selected: the button waits, described by the hint', () => {
    renderInPage(<OrderList ids={['A1', 'A2', 'A3']} />);
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('No row selected');
    const apply = screen.getByRole('button', { name: 'Apply to the selected rows' });
    expect(apply).toBeDisabled();
    expect(apply).toHaveAccessibleDescription('Tick rows in the list, then choose what to do with them.');
  });

  it('counts the ticked rows and shows the page checkbox as mixed, then all', async () => {
    const { user } = renderInPage(<OrderList ids={['A1', 'A2', 'A3']} />);
    await user.click(row('A2'));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('1 selected');
    expect(selectAll()).toHaveProperty('indeterminate', true);
    expect(selectAll()).not.toBeChecked();
    await user.click(row('A1'));
    await user.click(row('A3'));
    expect(selectAll()).toBeChecked();
    expect(selectAll()).toHaveProperty('indeterminate', false);
    expect(screen.getByRole('button', { name: 'Apply to the selected rows' })).toBeEnabled();
  });

  it('selects the whole page, and clears it when all were selected', async () => {
    const { user } = renderInPage(<OrderList ids={['A1', 'A2']} />);
    await user.click(selectAll());
    expect(row('A1')).toBeChecked();
    expect(row('A2')).toBeChecked();
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('2 selected');
    await user.click(selectAll());
    expect(row('A1')).not.toBeChecked();
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('No row selected');
  });

  it('forgets rows that leave the page (another page or filter)', async () => {
    function Paged() {
      const [ids, setIds] = useState(['A1', 'A2']);
      return (
        <>
          <button type="button" onClick={() => setIds(['A2', 'B1'])}>
            next page
          </button>
          <OrderList ids={ids} />
        </>
      );
    }
    const { user } = renderInPage(<Paged />);
    await user.click(selectAll());
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('1 selected');
    expect(row('A2')).toBeChecked();
    expect(row('B1')).not.toBeChecked();
    expect(selectAll()).toHaveProperty('indeterminate', true);
  });
});

describe('BulkBar', () => {
  it('sends the selected ids and the chosen status, lists each row by name, and clears the selection', async () => {
    const api = fakeApi({ '/admin/orders/bulk': { body: { message: '1 done, 1 refused', data: report } } });
    const { user } = renderInPage(<OrderList ids={['A1', 'A2', 'A3']} />);
    await user.click(row('A1'));
    await user.click(row('A2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'New status' }), 'canceled');
    await user.click(screen.getByRole('button', { name: 'Apply to the selected rows' }));
    const shown = await screen.findByTestId('bulk-report');
    expect(api.sent('/admin/orders/bulk')).toEqual([{ ids: ['A1', 'A2'], status: 'canceled' }]);
    expect(within(shown).getByRole('status')).toHaveTextContent('1 done, 1 refused');
    const items = within(shown).getAllByRole('listitem');
    expect(items.map((li) => [li.dataset.outcome, li.textContent])).toEqual([
      ['done', 'Doneorder A1Now processing.'],
      ['refused', 'Refusedorder A2A delivered order stays delivered.'],
    ]);
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('No row selected');
  });

  it("shows the API's refusal as an alert and keeps the selection", async () => {
    fakeApi({ '/admin/orders/bulk': { status: 422, body: { message: 'Choose a status.' } } });
    const { user } = renderInPage(<OrderList ids={['A1']} />);
    await user.click(row('A1'));
    await user.click(screen.getByRole('button', { name: 'Apply to the selected rows' }));
    expect(await screen.findByText('Choose a status.')).toHaveAttribute('role', 'alert');
    expect(row('A1')).toBeChecked();
  });

  it('asks for the password again when the server wants it, then sends once more', async () => {
    let confirmed = false;
    const api = fakeApi({
      '/admin/reauthenticate': () => {
        confirmed = true;
        return json(200, {});
      },
      '/admin/orders/bulk': () =>
        confirmed
          ? json(200, { message: 'done', data: { ...report, results: [report.results[0]!] } })
          : json(403, { message: 'Confirm', reauthenticate: true }),
    });
    const { user } = renderInPage(
      <>
        <OrderList ids={['A1']} />
        <ReauthHost />
      </>,
    );
    await user.click(row('A1'));
    await user.click(screen.getByRole('button', { name: 'Apply to the selected rows' }));
    await user.type(await screen.findByLabelText('Your password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('bulk-report')).toHaveTextContent('order A1');
    expect(api.calls('/admin/orders/bulk')).toHaveLength(2);
  });
});
