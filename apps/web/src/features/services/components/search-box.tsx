import { useId, useState } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import type { ServiceText } from '../types';
import styles from './search-box.module.css';

interface Props {
  text: ServiceText;
  initial: string;
  error: string | null;
  active: boolean;
  onSearch(input: string): void;
  onClear(): void;
}

const SearchIcon = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/** Spec §4: Enter or the icon searches; an empty box shows the error under it. */
export function SearchBox({ text, initial, error, active, onSearch, onClear }: Props) {
  const [value, setValue] = useState(initial);
  const errorId = useId();
  // A chip fills the box with its quoted query.
  const [seen, setSeen] = useState(initial);
  if (initial !== seen) {
    setSeen(initial);
    setValue(initial);
  }

  return (
    <div className={styles.wrap}>
      <form
        role="search"
        className={`${styles.box} ${error ? styles.invalid : ''}`}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(value);
        }}
      >
        <input
          type="search"
          enterKeyHint="search"
          className={styles.input}
          value={value}
          placeholder={text('searchPlaceholder')}
          aria-label={text('search')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setValue(event.target.value)}
          data-testid="service-search"
        />
        {(active || value) && (
          <button
            type="button"
            className={styles.clear}
            aria-label={text('clearSearch')}
            onClick={() => {
              setValue('');
              onClear();
            }}
          >
            <CloseIcon size={16} />
          </button>
        )}
        <button type="submit" className={styles.submit} aria-label={text('search')}>
          <SearchIcon />
        </button>
      </form>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
