/**
 * What a catalogue directive becomes on a page of this site: the catalogue of the installed grid
 * (cached, ./gridCatalogues.ts), its types linked to the grid's API pages. Node only.
 */
import { apiPages, loadApiDocs } from '../api/apiDocs';
import { catalogueMarkdown, type CatalogueName, type TypeLink } from './catalogueMarkdown';
import { loadGridCatalogues } from './gridCatalogues';

let gridTypeLink: TypeLink | undefined;

/** The route of the grid's API page named `typeName`, if the site has one. */
function gridApiRoute(typeName: string): string | null {
  if (!gridTypeLink) {
    const routes = new Map(
      apiPages(loadApiDocs())
        .filter((page) => page.productId === 'x-data-grid')
        .map((page) => [page.entry.name, page.route]),
    );
    gridTypeLink = (name) => routes.get(name) ?? null;
  }
  return gridTypeLink(typeName);
}

export function installedCatalogueMarkdown(name: CatalogueName): string {
  return catalogueMarkdown(name, loadGridCatalogues(), gridApiRoute);
}
