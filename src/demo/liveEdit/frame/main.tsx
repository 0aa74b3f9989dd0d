/**
 * The live-edit frame's script (src/site/pages/live-frame.astro). It runs in a sandboxed document
 * with an opaque origin: it takes orders only from its parent page, compiles and runs the edited
 * demo, and reports back its height, that a version rendered, and every error with its line.
 */
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import generatedModules from '@/generated/liveEditModules';
// Products whose demos render inside a provider of their own (`demoProvider` of the descriptors).
import productProviders from '@/generated/liveFrameProviders';
import { $themeOptions } from '@/preferences/themeOptionsStore';
import { defaultThemeOptions, parseStoredThemeOptions } from '@/preferences/themeReducer';
import { JOY_SCHEME_ATTRIBUTE, MATERIAL_SCHEME_ATTRIBUTE } from '@/model/colorSchemeAttributes';
import { LiveCompileError } from '../compile';
import { createModuleResolver, ModuleNotAllowedError } from '../modules';
import {
  frameMessage,
  parsePageMessage,
  type ColorScheme,
  type FrameMessage,
  type FramePreferences,
  type LiveErrorKind,
} from '../protocol';
import { runDemo, sourceLineOf } from './evaluate';
import FrameRoot, { type Wrapper } from './FrameRoot';

const NoWrapper: Wrapper = ({ children }) => <>{children}</>;

/** The page that framed this document: same site, so the frame's URL tells its origin. */
const pageOrigin = new URL(window.location.href).origin;

function post(message: FrameMessage): void {
  if (window.parent !== window) window.parent.postMessage(message, pageOrigin);
}

const load = createModuleResolver(generatedModules);
const container = document.getElementById('root')!;
const root = createRoot(container);

interface Shown {
  Component: React.ComponentType;
  Wrapper: Wrapper;
  id: number;
}

let shown: Shown | null = null;
let scheme: ColorScheme = 'light';
/** The last render request: a slower, older one never replaces it. */
let requested = 0;

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 2000);
}

function report(kind: LiveErrorKind, error: unknown, id = shown?.id ?? requested): void {
  const line = sourceLineOf(error);
  post(frameMessage('error', { id, kind, message: describe(error), ...(line ? { line } : {}) }));
}

const onRendered = (id: number) => post(frameMessage('rendered', { id }));
const onRenderError = (error: unknown) => report('runtime', error);

function paint(): void {
  if (!shown) return;
  root.render(
    <FrameRoot
      Component={shown.Component}
      Wrapper={shown.Wrapper}
      id={shown.id}
      scheme={scheme}
      onRendered={onRendered}
      onError={onRenderError}
    />,
  );
}

async function wrapperFor(product: string): Promise<Wrapper> {
  const loader = productProviders[product];
  return loader ? (await loader()).default : NoWrapper;
}

async function renderDemo(id: number, code: string, product: string): Promise<void> {
  requested = id;
  try {
    const [Component, Wrapper] = await Promise.all([runDemo(code, load), wrapperFor(product)]);
    if (id !== requested) return;
    shown = { Component, Wrapper, id };
    paint();
  } catch (error) {
    if (id !== requested) return;
    const compile = error instanceof LiveCompileError || error instanceof ModuleNotAllowedError;
    report(compile ? 'compile' : 'runtime', error, id);
  }
}

function applyPreferences(preferences: FramePreferences): void {
  // The store applies direction and density to <html>; the providers read it.
  $themeOptions.set({
    ...defaultThemeOptions,
    ...parseStoredThemeOptions(preferences.themeOptions),
  });
  scheme = preferences.scheme;
  const html = document.documentElement;
  html.setAttribute(MATERIAL_SCHEME_ATTRIBUTE, scheme);
  html.setAttribute(JOY_SCHEME_ATTRIBUTE, scheme);
  html.style.colorScheme = scheme;
  html.style.backgroundColor = preferences.background;
  paint();
}

window.addEventListener('message', (event) => {
  // The page that holds the frame; for a demo in an iframe of its own, the script posting runs
  // in the docs page above it.
  const fromPage = event.source === window.parent || event.source === window.top;
  if (!fromPage || event.source === window || event.origin !== pageOrigin) return;
  const message = parsePageMessage(event.data);
  if (!message) return;
  if (message.type === 'render') void renderDemo(message.id, message.code, message.product);
  else applyPreferences(message.preferences);
});

// Errors the demo throws outside rendering: event handlers, timers, rejected promises.
window.addEventListener('error', (event) => report('runtime', event.error ?? event.message));
window.addEventListener('unhandledrejection', (event) => report('runtime', event.reason));

/**
 * The frame is as tall as the demo and whatever it portals to <body> (menus, popovers), so those
 * are not cut off. Fixed layers (modals, snackbars) cover the frame's own viewport instead.
 */
function contentHeight(): number {
  let bottom = container.getBoundingClientRect().bottom;
  for (const child of Array.from(document.body.children)) {
    if (child === container || child instanceof HTMLScriptElement) continue;
    if (getComputedStyle(child).position === 'fixed') continue;
    bottom = Math.max(bottom, child.getBoundingClientRect().bottom);
  }
  return Math.ceil(bottom + window.scrollY);
}

let reportedHeight = -1;
const reportHeight = () => {
  const height = contentHeight();
  if (height === reportedHeight) return;
  reportedHeight = height;
  post(frameMessage('height', { height }));
};
const resizes = new ResizeObserver(reportHeight);
resizes.observe(container);
new MutationObserver((records) => {
  for (const record of records) {
    for (const node of Array.from(record.addedNodes)) {
      if (node instanceof Element) resizes.observe(node);
    }
  }
  reportHeight();
}).observe(document.body, { childList: true });

post(frameMessage('ready', {}));
