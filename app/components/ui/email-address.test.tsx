import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('offers line breaks before the @ and the dots of the domain only, the text unchanged', () => {
    const { container } = render(
      <EmailAddress email="first.last@mail.emballo.example" className="text-xs" />,
    );
    const bdi = container.querySelector('bdi')!;
    expect(bdi.textContent).toBe('first.last@mail.emballo.example');
    expect(bdi).toHaveClass('wrap-break-word', 'text-xs');
    expect(bdi.innerHTML).toBe('first.last<wbr>@mail<wbr>.emballo<wbr>.example');
  });

  it('leaves something that is not an address whole', () => {
    const { container } = render(<EmailAddress email="unknown" />);
    expect(container.querySelector('wbr')).toBeNull();
  });
});
