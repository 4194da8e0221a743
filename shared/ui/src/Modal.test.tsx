import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './Modal';

function Harness({ onClose = jest.fn() }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Notice"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>
          Hello, <a href="/more">read more</a>
        </p>
      </Modal>
    </>
  );
}

async function opened(onClose = jest.fn()) {
  const user = userEvent.setup();
  render(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return { user, onClose };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, with focus on Close', async () => {
    await opened();
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('Hello, read more');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it.each([
    ['the Close button', (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('%s closes it and gives focus back to the opener', async (_how, close) => {
    const { user, onClose } = await opened();
    await close(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user } = await opened();
    await user.tab();
    expect(screen.getByRole('link', { name: 'read more' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'read more' })).toHaveFocus();
  });

  it('Close alone is the primary button; a Cancel beside a form’s own action is secondary', () => {
    const { unmount } = render(
      <Modal open title="Notice" onClose={jest.fn()}>
        <p>Hello</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass('tu-button--primary');
    unmount();
    render(
      <Modal open title="Schedule this purchase" onClose={jest.fn()} closeLabel="Cancel" closeVariant="secondary">
        <button type="submit" className="tu-button tu-button--primary">
          Save schedule
        </button>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('tu-button--secondary');
    expect(screen.getByRole('button', { name: 'Cancel' })).not.toHaveClass('tu-button--primary');
  });
});
