// Counts in words, written once for every screen: "1 straw", "12 straws", "1,200 calves".

/** A count and its noun in the right number, the count grouped by thousands as ranchers write it. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
