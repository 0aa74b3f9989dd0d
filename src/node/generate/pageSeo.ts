import type { ProductData } from '@/model/pageData';
import type { PageSeo } from '@/model/seo';

/** An article's head: its title with the product's name, and a breadcrumb below the product. */
export function articleSeo(
  route: string,
  product: ProductData,
  title: string,
  description: string,
  keywords: readonly string[] = [],
): PageSeo {
  return {
    title: `${title} - ${product.name}`,
    description,
    keywords: [...keywords],
    path: route,
    productId: product.id,
    breadcrumbs: [
      { name: product.name, path: product.landing },
      ...(route === product.landing ? [] : [{ name: title, path: route }]),
    ],
  };
}
