/**
 * The address's parameters without `name`, the others kept (a tab, privacy mode's): for
 * `setParams(withoutParam(name), { replace: true })` once a parameter has done its work.
 */
export function withoutParam(name: string): (last: URLSearchParams) => URLSearchParams {
  return (last) => {
    const kept = new URLSearchParams(last);
    kept.delete(name);
    return kept;
  };
}
