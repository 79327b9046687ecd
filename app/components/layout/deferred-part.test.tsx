import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredPart, renderPartsAtOnce } from './deferred-part';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('deferredPart', () => {
  it('renders a part registered for the server in the same pass, never its fallback', () => {
    const load = vi.fn(() => Promise.resolve(Counter));
    const Part = deferredPart('test-at-once', load);
    renderPartsAtOnce({ 'test-at-once': Counter });
    const html = renderToString(<Part label="clicks" />);
    expect(html).toContain('clicks 0');
    // A Suspense boundary that completed on the server, not its fallback.
    expect(html).toMatch(/^<!--\$-->.*<!--\/\$-->$/);
    expect(load).not.toHaveBeenCalled();
  });

  it("keeps the server's HTML until its chunk arrives, then hydrates it without a mismatch", async () => {
    renderPartsAtOnce({ 'test-server-html': Counter });
    const OnServer = deferredPart('test-server-html', () => Promise.resolve(Counter));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<OnServer label="clicks" />);
    document.body.append(container);
    const button = screen.getByRole('button', { name: 'clicks 0' });

    let arrive: (component: typeof Counter) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const InBrowser = deferredPart('test-in-browser', load);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <InBrowser label="clicks" />, { onRecoverableError: recoverable });
    });
    expect(load).toHaveBeenCalledOnce();
    // The chunk is on its way: the server's button is still there, not hydrated yet.
    expect(screen.getByRole('button', { name: 'clicks 0' })).toBe(button);
    fireEvent.click(button);
    expect(button).toHaveTextContent('clicks 0');

    await act(async () => arrive(Counter));
    fireEvent.click(screen.getByRole('button', { name: 'clicks 0' }));
    expect(screen.getByRole('button', { name: 'clicks 1' })).toBe(button);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });
});
