import type { GetStaticPaths, GetStaticProps } from 'next';
import { buildPageData, productSlugs } from '@/build/pageData';
import DocsRoute from '@/docs/DocsRoute';
import type { PageData } from '@/docs/pageData';
import demos from '@/generated/demos/docs-infra';

export default function ExperimentsRoute({ page }: { page: PageData }) {
  return <DocsRoute page={page} demos={demos} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: productSlugs('docs-infra').map((slug) => ({ params: { slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<{ page: PageData }> = async ({ params }) => ({
  props: { page: await buildPageData('docs-infra', (params?.slug as string[] | undefined) ?? []) },
});
