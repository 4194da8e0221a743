import { render } from '@testing-library/react';
import { PRODUCT } from '@topup/rules';
import { useDocumentTitle } from './useDocumentTitle';

function Screen({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  it('names the screen and the product', () => {
    const { rerender } = render(<Screen title="Pricing" />);
    expect(document.title).toBe(`Pricing | ${PRODUCT.name}`);
    rerender(<Screen title="Contact Us" />);
    expect(document.title).toBe(`Contact Us | ${PRODUCT.name}`);
  });

  it('gives the home page the product name plus its tagline', () => {
    render(<Screen />);
    expect(document.title).toBe(`${PRODUCT.name} - ${PRODUCT.tagline}`);
  });
});
