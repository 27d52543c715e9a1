import type { Envelope, Page, PageQuery } from '@risk/shared/wire';

export function ok<T>(content: T, message = '操作成功'): Envelope<T> {
  return { status: 200, message, content };
}

/** Wraps one page of rows in the paged envelope: each row as `{ content: row }`, with the page numbers. */
export function page<T>(rows: T[], total: number, query: Pick<PageQuery, 'page' | 'size'>): Envelope<Page<T>> {
  return ok({
    content: rows.map((content) => ({ content })),
    metadata: { totalElements: total, totalPages: Math.ceil(total / query.size), size: query.size, number: query.page },
  });
}
