// @vitest-environment jsdom
import * as React from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemandComponent } from './onDemandComponent';

afterEach(cleanup);

type Props = { open?: boolean; label?: string };

const Overlay = React.forwardRef<HTMLDivElement, Props>(function Overlay({ open, label }, ref) {
  return open ? (
    <div ref={ref} role="dialog">
      {label}
    </div>
  ) : null;
});

function Field({ label }: Props) {
  const [text, setText] = React.useState('');
  return (
    <input aria-label={label} value={text} onChange={(event) => setText(event.target.value)} />
  );
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('onDemandComponent', () => {
  it('loads an overlay only when it opens, then renders it with its ref', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Overlay as React.ComponentType }));
    const OnDemand = onDemandComponent(load, { untilOpen: true });
    const ref = React.createRef<HTMLDivElement>();
    const { rerender } = render(<OnDemand open={false} label="Menu" ref={ref} />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<OnDemand open label="Menu" ref={ref} />);
    expect(await screen.findByRole('dialog')).toHaveProperty('textContent', 'Menu');
    expect(ref.current).toBe(screen.getByRole('dialog'));
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<OnDemand open={false} label="Menu" ref={ref} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts loading at the first interaction with the page, once', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Overlay as React.ComponentType }));
    const OnDemand = onDemandComponent(load, { untilOpen: true });
    render(<OnDemand open={false} />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading at the first interaction before any instance mounts, when asked', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Field as React.ComponentType }));
    const OnDemand = onDemandComponent(load, { beforeMount: true });
    const Later = onDemandComponent(
      vi.fn(() => Promise.resolve({ default: Field as React.ComponentType })),
    );
    fireEvent.focusIn(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    // Loaded by then, it renders its input in the first render, so a parent's effect can focus it.
    let inputAtMount: Element | null = null;
    function Parent() {
      React.useEffect(() => {
        inputAtMount = document.querySelector('input');
      }, []);
      return (
        <>
          <OnDemand label="Value" />
          <Later label="Other" />
        </>
      );
    }
    render(<Parent />);
    expect(inputAtMount).toBe(screen.getByRole('textbox', { name: 'Value' }));
    expect(screen.queryByRole('textbox', { name: 'Other' })).toBeNull();
  });

  it('keeps a part mounted once loaded: an input keeps its text as the parent renders again', async () => {
    const OnDemand = onDemandComponent(() =>
      Promise.resolve({ default: Field as React.ComponentType }),
    );
    function Parent({ count }: { count: number }) {
      return (
        <div data-count={count}>
          <OnDemand label="Value" />
        </div>
      );
    }
    const { rerender } = render(<Parent count={1} />);
    const input = await screen.findByRole('textbox', { name: 'Value' });
    fireEvent.change(input, { target: { value: 'Amara' } });
    rerender(<Parent count={2} />);
    expect(screen.getByRole('textbox', { name: 'Value' })).toBe(input);
    expect(input).toHaveProperty('value', 'Amara');
  });

  it('renders nothing when the load fails, and tries again the next time the part is needed', async () => {
    const first = deferred<{ default: React.ComponentType }>();
    const load = vi
      .fn<() => Promise<{ default: React.ComponentType }>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValueOnce({ default: Overlay as React.ComponentType });
    const OnDemand = onDemandComponent(load, { untilOpen: true });
    const { rerender } = render(<OnDemand open label="Filters" />);
    await act(async () => first.reject(new TypeError('Failed to fetch')));
    expect(screen.queryByRole('dialog')).toBeNull();

    rerender(<OnDemand open={false} label="Filters" />);
    rerender(<OnDemand open label="Filters" />);
    expect(await screen.findByRole('dialog')).toHaveProperty('textContent', 'Filters');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
