import type { GetStaticPaths, GetStaticProps } from 'next';
import { buildPageData, productSlugs } from '@/build/pageData';
import DocsRoute from '@/docs/DocsRoute';
import JoyDemoProvider from '@/docs/JoyDemoProvider';
import type { PageData } from '@/docs/pageData';
import demos from '@/generated/demos/joy-ui';

export default function JoyRoute({ page }: { page: PageData }) {
  return <DocsRoute page={page} demos={demos} DemoWrapper={JoyDemoProvider} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: productSlugs('joy-ui').map((slug) => ({ params: { slug } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<{ page: PageData }> = async ({ params }) => ({
  props: { page: await buildPageData('joy-ui', (params?.slug as string[] | undefined) ?? []) },
});
