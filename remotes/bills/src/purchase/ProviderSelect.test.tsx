import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { renderWithPlatform as render } from '@topup/ui/src/testing/renderWithPlatform';
import userEvent from '@testing-library/user-event';
import type { Package } from '@topup/api-client';
import { Button, useFieldErrors } from '@topup/ui';
import { MAX_TILES, ProviderSelect } from './ProviderSelect';

const provider = (id: number, title: string, available = true): Package<unknown> => ({
  id, title, image: `/media/providers/${id}.svg`, description: '', key: title.toLowerCase(), products: {}, available,
});
const DISCOS = Array.from({ length: 10 }, (_, i) => provider(i + 1, `Disco ${i + 1}`, i !== 2));

/** A provider choice in a form that refuses it on submit, as the purchase screens do. */
function Form({ providers }: { providers: Package<unknown>[] }) {
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const fields = useFieldErrors({ values: { package_id: value }, errors, setErrors });
  return (
    <form
      ref={fields.formRef}
      onSubmit={(event) => {
        event.preventDefault();
        fields.refuse({ package_id: 'Please select a provider from the list' });
      }}
    >
      <ProviderSelect providers={providers} value={value} onChange={setValue} error={errors.package_id} />
      <Button type="submit">Go</Button>
    </form>
  );
}

describe('ProviderSelect', () => {
  it(`shows up to ${MAX_TILES} providers as logo tiles whose names are the providers' alone`, () => {
    const { container } = render(<Form providers={DISCOS.slice(0, MAX_TILES)} />);
    const group = screen.getByRole('radiogroup', { name: 'Provider' });
    expect(within(group).getAllByRole('radio')).toHaveLength(MAX_TILES);
    expect(within(group).getByRole('radio', { name: 'Disco 3 (temporarily unavailable)' })).toBeDisabled();
    expect(container.querySelectorAll('.provider-tile img')).toHaveLength(MAX_TILES);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('arrow keys skip a provider that is switched off', async () => {
    const user = userEvent.setup();
    render(<Form providers={DISCOS.slice(0, 4)} />);
    await user.click(screen.getByRole('radio', { name: 'Disco 2' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Disco 4' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Disco 3 (temporarily unavailable)' })).not.toBeChecked();
  });

  it('a refused choice marks the group invalid, says why under it and focuses its first choosable tile; choosing clears it', async () => {
    const user = userEvent.setup();
    render(<Form providers={[provider(1, 'Off', false), ...DISCOS.slice(3, 6)]} />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const group = screen.getByRole('radiogroup', { name: 'Provider' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please select a provider from the list');
    expect(screen.getByRole('radio', { name: 'Disco 4' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Disco 5' }));
    expect(group).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please select a provider from the list')).not.toBeInTheDocument();
  });

  it(`shows more than ${MAX_TILES} (the ten discos) as a select, the chosen one's logo beside it`, async () => {
    const user = userEvent.setup();
    const { container } = render(<Form providers={DISCOS} />);
    const select = screen.getByRole('combobox', { name: 'Provider' });
    expect(within(select).getByRole('option', { name: 'Disco 3 (temporarily unavailable)' })).toBeDisabled();
    expect(container.querySelector('.provider-select__logo img')).toBeNull();
    await user.selectOptions(select, 'Disco 7');
    expect(container.querySelector('.provider-select__logo img')).toHaveAttribute('src', '/media/providers/7.svg');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(select).toHaveFocus();
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });
});
