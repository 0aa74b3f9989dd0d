import type { GetStaticPaths, GetStaticProps } from 'next';
import { buildPageData, productSlugs } from '@/build/pageData';
import DocsRoute from '@/docs/DocsRoute';
import type { PageData } from '@/docs/pageData';
import demos from '@/generated/demos/x-data-grid';

export default function DataGridRoute({ page }: { page: PageData }) {
  return <DocsRoute page={page} demos={demos} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: productSlugs('x-data-grid').map((slug) => ({ params: { slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<{ page: PageData }> = async ({ params }) => ({
  props: { page: await buildPageData('x-data-grid', (params?.slug as string[] | undefined) ?? []) },
});
