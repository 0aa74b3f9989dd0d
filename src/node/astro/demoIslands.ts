import type { AstroIntegration } from 'astro';

/**
 * The `client:demo` directive of demo and playground islands (src/demo/demoDirective.ts):
 * hydrate near the viewport, after loading the modules the island shows.
 */
export function demoIslands(): AstroIntegration {
  return {
    name: 'demo-islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) =>
        addClientDirective({ name: 'demo', entrypoint: './src/demo/demoDirective.ts' }),
    },
  };
}
