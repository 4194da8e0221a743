import { render, screen, within } from '@testing-library/react';
import { Naira } from './Naira';
import { Skeleton } from './Skeleton';
import { ErrorState } from './States';
import { Table, type Column } from './Table';
import userEvent from '@testing-library/user-event';

interface Row {
  id: number;
  name: string;
  amount: number;
}
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', render: (row) => row.name },
  { key: 'amount', header: 'Amount', render: (row) => <Naira amount={row.amount} /> },
];

describe('Table', () => {
  it('renders a header row and one row per item', () => {
    render(<Table columns={columns} rows={[{ id: 1, name: 'Data', amount: 1234.5 }]} rowKey={(r) => r.id} empty="None" />);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Amount']);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Data', '₦1,234.50']);
  });

  it('puts a column’s class on its header and each of its cells', () => {
    const classed: Column<Row>[] = [columns[0]!, { ...columns[1]!, className: 'wide' }];
    render(<Table columns={classed} rows={[{ id: 1, name: 'Data', amount: 1 }]} rowKey={(r) => r.id} empty="None" />);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveClass('wide');
    expect(screen.getByRole('columnheader', { name: 'Name' })).not.toHaveAttribute('class');
    expect(screen.getByRole('cell', { name: '₦1.00' })).toHaveClass('wide');
  });

  it('shows the empty state across all columns', () => {
    render(<Table columns={columns} rows={[]} rowKey={(r) => r.id} empty="No transactions yet" />);
    expect(screen.getByRole('cell', { name: 'No transactions yet' })).toHaveAttribute('colspan', '2');
  });
});

describe('Skeleton and ErrorState', () => {
  it('announces loading', () => {
    render(<Skeleton />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('offers Retry on an error', async () => {
    const onRetry = jest.fn();
    render(<ErrorState message="Could not load" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
