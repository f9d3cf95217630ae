import '../../locales/chooser';
import { SEARCH_DEBOUNCE_MS } from '@shine/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { CloseIcon } from '../../../../components/ui/icons';
import styles from './salon-chooser.module.css';

const SearchIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

interface SalonSearchBoxProps {
  onSearch: (keyword: string) => void;
  /** The keyword the page opened with (`?q=`). */
  initial?: string;
  /** A page whose search works before its scripts run: the form sends `q` there (GET). */
  action?: string;
}

/** Search by province, city or district: 500 ms debounce; an empty submit shows the spec's message. */
export function SalonSearchBox({ onSearch, initial = '', action }: SalonSearchBoxProps) {
  const { t } = useTranslation('salonChooser');
  const { t: m } = useTranslation('messages');
  const [value, setValue] = useState(initial);
  const [error, setError] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => onSearch(value.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, onSearch]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') setError(true);
    else onSearch(value.trim());
  };

  return (
    <form className={styles.search} onSubmit={submit} role="search" action={action} method={action ? 'get' : undefined}>
      <input
        type="search"
        name={action ? 'q' : undefined}
        value={value}
        placeholder={t('searchPlaceholder')}
        onChange={(event) => {
          setValue(event.target.value);
          setError(false);
        }}
        aria-label={t('search')}
        aria-invalid={error}
        maxLength={100}
        data-testid="salon-search"
      />
      {value && (
        <button type="button" className={styles.searchClear} onClick={() => setValue('')} aria-label={t('clearSearch')}>
          <CloseIcon size={16} />
        </button>
      )}
      <button type="submit" className={styles.searchButton} aria-label={t('search')}>
        <SearchIcon />
      </button>
      {error && (
        <p className={styles.searchError} role="alert">
          {m('service.searchEmpty')}
        </p>
      )}
    </form>
  );
}
