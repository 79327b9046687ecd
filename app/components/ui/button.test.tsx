import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClasses } from './button';

describe('Button', () => {
  it('is a plain button unless told, and presses', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('submits its form when it is a submit button', async () => {
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" name="intent" value="save">
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('when busy: says so, and cannot be pressed again', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy by default, and disabled only when told', () => {
    render(
      <>
        <Button>Idle</Button>
        <Button disabled>Off</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Idle' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Idle' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Off' })).toBeDisabled();
  });

  it('looks like the shop buttons: primary teal, danger red, secondary outlined, ghost plain', () => {
    render(
      <>
        <Button>Primary</Button>
        <Button variant="danger">Delete</Button>
        <Button variant="secondary">Cancel</Button>
        <Button variant="ghost" size="sm">
          More
        </Button>
        <Button size="lg">Sign in</Button>
        <Button variant="outline">See the offer</Button>
        <Button variant="dangerOutline">Cancel the request</Button>
        <Button variant="secondaryDanger">Cancel the order</Button>
      </>,
    );
    const looks: [name: string, ...classes: string[]][] = [
      ['Primary', 'bg-teal-700', 'px-5', 'py-2.5'],
      ['Delete', 'bg-red-700', 'text-white'],
      ['Cancel', 'border', 'border-slate-300'],
      ['More', 'text-teal-800', 'px-4', 'text-sm'],
      ['Sign in', 'px-6', 'py-3'],
      ['See the offer', 'border-2', 'border-teal-700'],
      ['Cancel the order', 'border-slate-300', 'hover:text-red-800'],
      ['Cancel the request', 'border-red-700', 'text-red-800'],
    ];
    for (const [name, ...classes] of looks)
      expect(screen.getByRole('button', { name })).toHaveClass(...classes);
  });

  it('uses logical properties only (no left/right classes), and forwards its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Go</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
    for (const variant of [
      'primary',
      'secondary',
      'secondaryDanger',
      'outline',
      'danger',
      'dangerOutline',
      'ghost',
    ] as const)
      for (const size of ['sm', 'md', 'lg'] as const)
        expect(buttonClasses({ variant, size })).not.toMatch(/(^|\s)(ml|mr|pl|pr|left|right)-/);
  });
});
