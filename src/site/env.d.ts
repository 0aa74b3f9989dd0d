/// <reference types="astro/client" />

// A module, so that the block below augments Astro's types instead of replacing them.
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Demo islands: hydrate near the viewport, after loading the modules they show. */
    'client:demo'?: boolean;
  }
}
