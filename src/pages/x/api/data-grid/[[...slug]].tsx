import type { GetStaticPaths, GetStaticProps } from 'next';
import { buildPageData, productSlugs } from '@/build/pageData';
import DocsRoute from '@/docs/DocsRoute';
import type { PageData } from '@/docs/pageData';

/** The Data Grid's API pages live outside its guide prefix, at /x/api/data-grid/<name>/. */
const API_PREFIX = '/x/api/data-grid/';

export default function DataGridApiRoute({ page }: { page: PageData }) {
  return <DocsRoute page={page} demos={{}} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: productSlugs('x-data-grid', API_PREFIX).map((slug) => ({ params: { slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<{ page: PageData }> = async ({ params }) => ({
  props: {
    page: await buildPageData(
      'x-data-grid',
      (params?.slug as string[] | undefined) ?? [],
      API_PREFIX,
    ),
  },
});
