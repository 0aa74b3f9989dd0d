/** The API index for agents (`/api-reference.json`, src/model/apiIndex.ts) from the API pages' data. */
import type { ApiIndexEntry, ApiIndexFile, ApiIndexMember } from '@/model/apiIndex';
import type { ApiMember } from '@/model/apiReference';
import type { ApiPageData } from '@/model/pageData';
import { htmlToText } from '../search/searchDocuments';

function member(m: ApiMember): ApiIndexMember {
  return {
    name: m.name,
    type: m.type,
    required: m.required,
    default: m.default,
    description: htmlToText(m.descriptionHtml),
    deprecated: m.deprecatedHtml === null ? null : htmlToText(m.deprecatedHtml),
  };
}

export function apiIndexEntry(page: ApiPageData): ApiIndexEntry {
  const { api } = page;
  return {
    name: api.name,
    kind: api.entryKind,
    product: page.product.id,
    packageName: api.packageName,
    route: page.route,
    props: api.props.map(member),
    parameters: api.parameters?.map(member) ?? null,
    returnValue: api.returnValue?.map(member) ?? null,
    slots: api.slots.map((s) => ({
      name: s.name,
      default: s.default,
      className: s.className,
      description: htmlToText(s.descriptionHtml),
    })),
    classes: api.classes.map((c) => ({
      key: c.key,
      className: c.className,
      description: htmlToText(c.descriptionHtml),
      deprecated: c.deprecatedHtml === null ? null : htmlToText(c.deprecatedHtml),
    })),
    themeName: api.themeName,
    inherits: api.inherits?.title ?? null,
    demos: api.demos.map((d) => ({ title: d.title, route: d.pathname })),
  };
}

export function apiIndexFile(pages: readonly ApiPageData[]): ApiIndexFile {
  return { version: 1, entries: pages.map(apiIndexEntry) };
}
