// Apart from linkStatus (drawn with antd): the plain link pages (mf-widgets's /rv and /vn) import it without antd.

/** The API answers 404 for a token it did not make, one altered, or one whose owner or visit is gone. */
export function isLinkInvalid(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'response' in error && error.response instanceof Response && error.response.status === 404;
}
