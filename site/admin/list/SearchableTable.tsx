import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useText } from '../i18n/text.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ListToolbar } from '../ui/ListToolbar.tsx';
import { SearchInput } from '../ui/SearchInput.tsx';
import { QueryView, type EmptyView } from './QueryView.tsx';
import type { ListSearch } from './use-list-search.ts';

interface SearchableTableProps<T> {
  query: UseQueryResult<unknown>;
  search: ListSearch<T>;
  searchPlaceholder: string;
  searchLabel: string;
  /** Controls beside the search box, such as a filter. */
  filters?: ReactNode;
  /** Counts beside the search box, once the list has loaded. */
  summary?: ReactNode;
  loadingLabel: string;
  errorTitle: string;
  /** The empty state; `noMatchHint` replaces the hint while a search finds nothing. */
  empty: EmptyView & { noMatchHint: (term: string) => string };
  children: (items: readonly T[]) => ReactNode;
}

/** A card with a search box and count above a list, and the list's loading, error and empty states. */
export function SearchableTable<T>({ query, search, searchPlaceholder, searchLabel, filters, summary, loadingLabel, errorTitle, empty, children }: SearchableTableProps<T>) {
  const text = useText();
  const { noMatchHint, ...emptyView } = empty;
  return (
    <Card>
      <ListToolbar
        search={
          filters ? (
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <SearchInput value={search.query} onChange={search.setQuery} placeholder={searchPlaceholder} label={searchLabel} />
              {filters}
            </div>
          ) : (
            <SearchInput value={search.query} onChange={search.setQuery} placeholder={searchPlaceholder} label={searchLabel} />
          )
        }
        summary={query.isSuccess ? summary : null}
      />
      <QueryView
        query={query}
        items={search.shown}
        loadingLabel={loadingLabel}
        errorTitle={errorTitle}
        empty={
          search.term
            ? {
                ...emptyView,
                hint: noMatchHint(search.term),
                action: (
                  <Button variant="secondary" size="sm" onClick={() => search.setQuery('')}>
                    {text.common.clearSearch}
                  </Button>
                ),
              }
            : emptyView
        }
      >
        {children}
      </QueryView>
    </Card>
  );
}
