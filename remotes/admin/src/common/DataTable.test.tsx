import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { DataTable } from './DataTable';

interface Plan {
  id: number;
  name: string;
  price: number;
}

const column = createColumnHelper<Plan>();
const COLUMNS = [
  column.accessor('name', { header: 'Plan', cell: (info) => <Link to={`/plans/${info.row.original.id}`}>{info.getValue()}</Link> }),
  column.accessor('price', { header: 'Price', meta: { numeric: true } }),
];
/** 60 plans: "Plan 01" costs 1,000 ... "Plan 60" costs 60,000. */
const PLANS: Plan[] = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, name: `Plan ${String(i + 1).padStart(2, '0')}`, price: (i + 1) * 1000 }));

function Where() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

const renderTable = (route: string, props: { rows?: Plan[]; total?: number } = {}) =>
  renderWithPlatform(
    <>
      <DataTable label="Plans" columns={COLUMNS} rows={props.rows ?? PLANS} rowKey={(plan) => plan.id} empty="No plan." total={props.total} rowLink={(plan) => `/plans/${plan.id}`} />
      <Where />
    </>,
    { route },
  );

const bodyRows = () => within(screen.getByRole('table', { name: 'Plans' })).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]!.textContent);
const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('DataTable (ADR 0028)', () => {
  it('pages: 50 rows a page by default, Next and the page size go into the URL', async () => {
    renderTable('/plans');
    expect(bodyRows()).toHaveLength(50);
    expect(screen.getByText('1–50 of 60')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/plans?page=2');
    expect(firstCells()).toEqual(PLANS.slice(50).map((plan) => plan.name));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '25');
    expect(location()).toBe('/plans?size=25');
    expect(bodyRows()).toHaveLength(25);
  });

  it('sorts by a column header, the sort kept in the URL, and reads the view back from a link', async () => {
    renderTable('/plans?q=x');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Price/ }));
    // Numbers sort largest first on the first click (TanStack's default for numbers).
    expect(location()).toBe('/plans?q=x&sort=price&dir=desc');
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()[0]).toBe('Plan 60');
    await user.click(screen.getByRole('button', { name: /Price/ }));
    expect(location()).toBe('/plans?q=x&sort=price&dir=asc');
    expect(firstCells()[0]).toBe('Plan 01');
  });

  it('opens the view a link describes: sort, page and size from the URL', () => {
    renderTable('/plans?sort=name&dir=desc&size=25&page=2');
    expect(bodyRows()).toHaveLength(25);
    expect(firstCells()[0]).toBe('Plan 35');
    expect(screen.getByText('26–50 of 60')).toBeInTheDocument();
  });

  it('server-side: shows the page it is given, the total from the server, asks for the next page by the URL', async () => {
    renderTable('/plans?sort=price&dir=asc', { rows: PLANS.slice(0, 50), total: 1234 });
    expect(screen.getByText('1–50 of 1,234')).toBeInTheDocument();
    // The server sorted: the rows stay in the order given even though the sort asks for price.
    await userEvent.setup().click(screen.getByRole('button', { name: /Plan/ }));
    expect(firstCells()[0]).toBe('Plan 01');
    expect(location()).toBe('/plans?sort=name&dir=asc');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(location()).toBe('/plans?sort=name&dir=asc&page=2');
  });

  it('moves between rows with the arrow keys and opens a row with Enter', async () => {
    renderTable('/plans');
    const user = userEvent.setup();
    bodyRows()[0]!.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(bodyRows()[2]).toHaveFocus();
    expect(bodyRows()[2]).toHaveAttribute('tabindex', '0');
    await user.keyboard('{End}');
    expect(bodyRows()[49]).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(location()).toBe('/plans/1');
  });

  it('shows the empty state instead of an empty table', () => {
    renderTable('/plans', { rows: [] });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('No plan.')).toBeInTheDocument();
  });
});
