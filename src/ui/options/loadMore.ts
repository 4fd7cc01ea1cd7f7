/** The page after `loaded` rows of `total` over `pages` pages, or undefined when every row is there (load-more selects). */
export function nextLoadMorePage(pages: number, loaded: number, total: number): number | undefined {
  return loaded < total ? pages + 1 : undefined;
}
