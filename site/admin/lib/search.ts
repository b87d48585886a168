/**
 * The list screens' search: case-insensitive, on the fields each screen names, matching
 * anywhere in the text. A blank query matches everything.
 */
export const matchesSearch = (query: string, fields: ReadonlyArray<string | null | undefined>): boolean => {
  const needle = query.trim().toLocaleLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLocaleLowerCase().includes(needle));
};

export const filterBySearch = <T>(items: readonly T[], query: string, fieldsOf: (item: T) => ReadonlyArray<string | null | undefined>): T[] =>
  items.filter((item) => matchesSearch(query, fieldsOf(item)));
