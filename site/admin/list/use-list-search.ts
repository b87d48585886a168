import { useState } from 'react';

/** The search box's text and what it lets through; `term` is the trimmed text, empty when not searching. */
export const useListSearch = <T>(all: readonly T[], search: (items: readonly T[], query: string) => T[]) => {
  const [query, setQuery] = useState('');
  return { query, setQuery, term: query.trim(), shown: search(all, query) };
};

export type ListSearch<T> = ReturnType<typeof useListSearch<T>>;
