/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Demo islands: hydrate near the viewport, after loading the modules they show. */
    'client:demo'?: boolean;
  }
}
