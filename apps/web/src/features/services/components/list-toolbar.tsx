import type { ServiceDisplay } from '../model/prefs';
import type { ServiceLang, ServiceText } from '../types';
import styles from './list-toolbar.module.css';

interface Props {
  lang: ServiceLang;
  onLangChange(lang: ServiceLang): void;
  display: ServiceDisplay;
  onDisplayChange(display: ServiceDisplay): void;
  text: ServiceText;
}

function Segmented<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: [T, string][]; onChange(v: T): void }) {
  return (
    <div className={styles.menu} role="group" aria-label={label}>
      {options.map(([key, name]) => (
        <button key={key} type="button" aria-pressed={value === key} className={styles.option} onClick={() => onChange(key)}>
          {name}
        </button>
      ))}
    </div>
  );
}

/** Display menu (Grid 2 columns / Default) and language menu (VIE / ENG) of the service list. */
export function ListToolbar({ lang, onLangChange, display, onDisplayChange, text }: Props) {
  return (
    <div className={styles.toolbar}>
      <Segmented
        label={text('display')}
        value={display}
        onChange={onDisplayChange}
        options={[
          ['grid', text('displayGrid')],
          ['default', text('displayDefault')],
        ]}
      />
      <Segmented
        label={text('language')}
        value={lang}
        onChange={onLangChange}
        options={[
          ['vi', 'VIE'],
          ['en', 'ENG'],
        ]}
      />
    </div>
  );
}
