// docs/product.md §1: the title depends on the host and carries the suffix Beta: "{product} - Beta". It is
// also the document title. Hosts not listed get the default product name.
export const DEFAULT_PRODUCT = 'Liftbook';

/** Host name -> product name shown for it (white-label and environment names). */
export const PRODUCT_BY_HOST: Readonly<Record<string, string>> = {
  'liftbook.app': 'Liftbook',
  'www.liftbook.app': 'Liftbook',
  'staging.liftbook.app': 'Liftbook Staging',
  'ironclub.liftbook.app': 'Iron Club',
};

export function productForHost(host: string): string {
  return PRODUCT_BY_HOST[host.toLowerCase()] ?? DEFAULT_PRODUCT;
}

export function siteTitle(host: string): string {
  return `${productForHost(host)} - Beta`;
}
