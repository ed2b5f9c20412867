/** Lists load 20 items a page; paging ends when a page is shorter. */
export const PAGE_SIZE = 20;

export function isLastPage(pageLength: number, pageSize: number = PAGE_SIZE): boolean {
  return pageLength < pageSize;
}
