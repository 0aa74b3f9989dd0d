// @vitest-environment jsdom
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DemoBlock } from '@/model/bodyBlocks';
import type { DemoControlsProps } from './DemoControls';
import DemoControlsOnDemand, { toolbarAsServed } from './DemoControlsOnDemand';
import { preloadable } from './preloadable';

afterEach(cleanup);

describe('toolbarAsServed', () => {
  it('is true only for code closed, TypeScript and the styling the server showed', () => {
    const stylings = ['System', 'Tailwind'] as const;
    expect(toolbarAsServed({ stylings: [...stylings] }, 'TS', 'System')).toBe(true);
    expect(toolbarAsServed({ stylings: [...stylings] }, 'JS', 'System')).toBe(false);
    expect(toolbarAsServed({ stylings: [...stylings] }, 'TS', 'Tailwind')).toBe(false);
    // A styling the demo does not have shows its System version, as served.
    expect(toolbarAsServed({ stylings: [...stylings] }, 'TS', 'CSS')).toBe(true);
    expect(toolbarAsServed({}, 'TS', 'Tailwind')).toBe(true);
    expect(toolbarAsServed({ codeOpen: true }, 'TS', 'System')).toBe(false);
  });
});

const demo: DemoBlock = {
  kind: 'demo',
  id: 'docs-infra/Sample',
  name: 'Sample',
  anchor: 'sample',
  options: {},
};

function props(): DemoControlsProps {
  return {
    demo,
    codeId: 'sample-code',
    liveCode: null,
    setLiveCode: () => undefined,
    live: null,
    setLive: () => undefined,
    onRemount: () => undefined,
    onResetFocus: () => undefined,
  };
}

/** Controls that render one toolbar button, counting its clicks. */
function fakeControls(onClick: () => void) {
  const load = vi.fn(async () => ({
    default: () => (
      <button type="button" data-toolbar-item="code" onClick={onClick}>
        Live code button
      </button>
    ),
  }));
  return { load, controls: preloadable<DemoControlsProps>(load) };
}

describe('DemoControlsOnDemand', () => {
  it('goes live at once when there is no served HTML to keep', async () => {
    const { controls } = fakeControls(() => undefined);
    render(<DemoControlsOnDemand controls={controls} {...props()} />);
    expect(await screen.findByText('Live code button')).toBeTruthy();
  });

  it('keeps the served HTML through hydration, then replays a click on the live button', async () => {
    const clicks = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const { load, controls } = fakeControls(clicks);
    const container = document.createElement('div');
    // What the server rendered: the wrapper and the toolbar inside it.
    container.innerHTML =
      '<div class="css-0"><button type="button" data-toolbar-item="code">Served code button</button></div>';
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <DemoControlsOnDemand controls={controls} {...props()} />, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    expect(container.textContent).toBe('Served code button');
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      container.querySelector('button')!.click();
      await controls.preload();
    });
    expect(container.textContent).toBe('Live code button');
    expect(clicks).toHaveBeenCalledTimes(1);
    // No hydration warning: React keeps the served inner HTML without comparing it.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });
});
