import { GENZ_DISCOUNT_PERCENT, GENZ_HAIRCUT_PRICE } from '@shine/shared/rules/constants';
import { formatVnd } from '@shine/shared/rules/money';
import type { TService, TServiceCategory, TServiceListResponse } from '@shine/shared/schemas/catalog';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import type { ServiceDisplay } from '../model/prefs';
import { hasGenZ, runServiceSearch, splitOther, suggestionChips, usedServices } from '../model/search';
import type { ChosenService, ServiceLang, ServiceTextSet } from '../types';
import { GroupCard } from './group-card';
import { ListToolbar } from './list-toolbar';
import { SearchBox } from './search-box';
import styles from './service-list.module.css';

type Texts = ServiceTextSet;

interface Props {
  list: UseQueryResult<TServiceListResponse>;
  categories: TServiceCategory[];
  lang: ServiceLang;
  onLangChange(lang: ServiceLang): void;
  display: ServiceDisplay;
  onDisplayChange(display: ServiceDisplay): void;
  texts: Texts;
  chosen: ChosenService[];
  catalogue: ChosenService[];
  onChosenChange(next: ChosenService[]): void;
  onOpenDetail(groupId: number): void;
  discontinued: boolean;
}

type Filter = { kind: 'none' } | { kind: 'search'; input: string } | { kind: 'used' };

/** A service found by search or the used chip, shown as a one-version group. */
const asGroup = (s: TService) => ({ groupId: s.groupId, groupName: s.name, hasDetail: false, services: [s] });

/** Step 2: toolbar, GenZ notice, search and chips, then the categories (or the results). */
export function ServiceList(props: Props) {
  const { categories, texts, display } = props;
  const { text, msg } = texts;
  const [filter, setFilter] = useState<Filter>({ kind: 'none' });
  const [searchError, setSearchError] = useState(false);
  const [otherOpen, setOtherOpen] = useState(false);
  const chips = useMemo(() => suggestionChips(categories), [categories]);
  const used = useMemo(() => usedServices(categories), [categories]);
  const { main, other } = useMemo(() => splitOther(categories), [categories]);

  const search = (input: string) => {
    const outcome = runServiceSearch(categories, input);
    setSearchError(outcome.kind === 'error');
    setFilter(outcome.kind === 'error' ? { kind: 'none' } : { kind: 'search', input });
  };
  // Results follow the list, so switching VIE/ENG re-runs the query on the new names.
  const results = useMemo((): TService[] | null => {
    if (filter.kind === 'used') return used;
    if (filter.kind === 'none') return null;
    const outcome = runServiceSearch(categories, filter.input);
    return outcome.kind === 'results' ? outcome.services : [];
  }, [filter, used, categories]);

  const card = (group: TServiceCategory['serviceGroups'][number], key: string | number) => (
    <GroupCard
      key={key}
      group={group}
      display={display}
      text={text}
      chosen={props.chosen}
      catalogue={props.catalogue}
      onChosenChange={props.onChosenChange}
      onOpenDetail={props.onOpenDetail}
    />
  );
  // Results are one card per service, so a group can appear twice: key by the first service.
  const cards = (groups: TServiceCategory['serviceGroups']) => (
    <div className={display === 'grid' ? styles.grid : styles.rows}>{groups.map((g) => card(g, `${g.groupId}-${g.services[0]?.serviceId}`))}</div>
  );

  return (
    <div className={styles.list}>
      <ListToolbar lang={props.lang} onLangChange={props.onLangChange} display={display} onDisplayChange={props.onDisplayChange} text={text} />
      {hasGenZ(categories) && (
        <p className={styles.genz} data-testid="genz-notice">
          {text('genz', { price: formatVnd(GENZ_HAIRCUT_PRICE), percent: GENZ_DISCOUNT_PERCENT })}
        </p>
      )}
      <SearchBox
        key={props.lang}
        text={text}
        initial={filter.kind === 'search' ? filter.input : ''}
        error={searchError ? msg('service.searchEmpty') : null}
        onSearch={search}
        onClear={() => {
          setFilter({ kind: 'none' });
          setSearchError(false);
        }}
        active={filter.kind === 'search'}
      />
      {(chips.length > 0 || used.length > 0) && (
        <div className={styles.chips} role="group" aria-label={text('search')}>
          {used.length > 0 && (
            <button
              type="button"
              className={styles.chip}
              aria-pressed={filter.kind === 'used'}
              onClick={() => setFilter(filter.kind === 'used' ? { kind: 'none' } : { kind: 'used' })}
            >
              {msg('service.usedServices')}
            </button>
          )}
          {chips.map((chip) => (
            <button
              key={chip.query}
              type="button"
              className={styles.chip}
              aria-pressed={filter.kind === 'search' && filter.input === chip.query}
              onClick={() => search(chip.query)}
            >
              {chip.label}
            </button>
          ))}
        </div>
      )}
      {props.discontinued && (
        <p className={styles.warning} role="alert">
          {msg('service.discontinued')}
        </p>
      )}

      {props.list.isPending ? (
        <div className={styles.rows} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={120} radius={14} />
          ))}
        </div>
      ) : props.list.isError && categories.length === 0 ? (
        <button type="button" className="btn btn-outline" onClick={() => void props.list.refetch()}>
          {text('loadFailed')}
        </button>
      ) : results ? (
        <section aria-live="polite">
          <p className={styles.count} data-testid="service-result-count">
            {text('results', { count: results.length })}
          </p>
          {results.length === 0 ? <p className={styles.empty}>{msg('service.noResults')}</p> : cards(results.map(asGroup))}
        </section>
      ) : (
        <>
          {main.map((category) => (
            <section key={category.categoryId} className={styles.category} aria-labelledby={`service-category-${category.categoryId}`}>
              <h2 id={`service-category-${category.categoryId}`} className={styles.categoryTitle}>
                {category.categoryName}
              </h2>
              {cards(category.serviceGroups)}
            </section>
          ))}
          {other.length > 0 && (
            <section className={styles.category}>
              <button type="button" className={styles.otherToggle} aria-expanded={otherOpen} onClick={() => setOtherOpen(!otherOpen)}>
                <span>{msg('service.otherServices')}</span>
                <ChevronRightIcon size={20} className={otherOpen ? styles.chevronOpen : styles.chevron} />
              </button>
              {otherOpen && cards(other.flatMap((c) => c.serviceGroups))}
            </section>
          )}
        </>
      )}
    </div>
  );
}
