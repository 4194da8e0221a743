import { render, screen } from '@testing-library/react';
import { Badge } from './Badge';

describe('Badge', () => {
  it.each([
    ['pending', 'Pending', 'warning'],
    ['confirmed', 'Confirmed', 'success'],
    ['failed', 'Failed', 'danger'],
    ['ignored', 'Ignored', 'warning'],
    ['reversed', 'Reversed', 'info'],
  ])('%s shows a %s badge in the %s tone', (status, text, tone) => {
    render(<Badge status={status} />);
    expect(screen.getByText(text)).toHaveClass('tu-badge', `tu-badge--${tone}`);
  });

  it.each(['delivered', '', null])('shows nothing for %p', (status) => {
    const { container } = render(<Badge status={status} />);
    expect(container).toBeEmptyDOMElement();
  });
});
