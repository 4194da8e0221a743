import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Loaded } from './Loaded';

describe('Loaded', () => {
  it('shows the skeleton, announced with its label, while loading', () => {
    render(
      <Loaded state={{ status: 'loading' }} loading="Loading orders" failed="Orders could not be loaded.">
        {() => <p>content</p>}
      </Loaded>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders');
    expect(screen.queryByText('content')).toBeNull();
  });

  it('shows the failure with a Retry that loads again', async () => {
    const retry = jest.fn();
    render(
      <Loaded state={{ status: 'failed', error: new Error('x'), retry }} failed="Orders could not be loaded.">
        {() => <p>content</p>}
      </Loaded>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Orders could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('content')).toBeNull();
  });

  it('gives the data to its content once ready', () => {
    render(
      <Loaded state={{ status: 'ready', data: ['a', 'b'], reload: () => {} }} failed="Orders could not be loaded.">
        {(rows) => <p>{rows.join(' and ')}</p>}
      </Loaded>,
    );
    expect(screen.getByText('a and b')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
