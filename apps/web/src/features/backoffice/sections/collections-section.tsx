import { COLLECTION_KINDS, type TAdminCollection } from '@shine/shared/schemas/games-admin';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useAddCollectionStyle, useAdminCollections, useCollectionStyleChoices, useRemoveCollectionStyle, useSaveCollection } from '../api/games-data';
import { EntityHistory } from '../components/entity-history';
import { BackLink, Loading, SaveButton, SaveStatus } from '../components/save-status';
import styles from '../components/backoffice.module.css';
import games from './games/games.module.css';
import offers from './offers/offers.module.css';
import { formText } from '../model/admin-context';

const BASE = '/quan-tri/bo-suu-tap';
const NEW = 'moi';

/** Where the customer sees it. */
const customerPath = (c: Pick<TAdminCollection, 'kind' | 'slug'>) =>
  c.kind === 'lookbook' ? '/lookbook' : c.kind === 'shine' ? `/shine-collection/${c.slug}` : `/collections/${c.slug}`;

const BLANK: TAdminCollection = {
  id: 0,
  slug: '',
  kind: 'collection',
  title: '',
  titleEn: '',
  description: '',
  descriptionEn: '',
  coverPc: '',
  coverMb: '',
  sort: 0,
  published: false,
  items: [],
};

/**
 * Collections and lookbooks (content editor, chain admin): the list (/quan-tri/bo-suu-tap), a new one (/moi) or one
 * collection's editor (/:id) with its hairstyles' order and its history. Publishing is instant on the customer site.
 */
export function Section({ path }: { path: string }) {
  const { t } = useTranslation('backoffice');
  const collections = useAdminCollections();
  const [item = ''] = path.split('/');
  const body = !collections.data ? (
    <Loading error={collections.error} />
  ) : item === NEW ? (
    <CollectionEditor collection={BLANK} />
  ) : (
    (() => {
      const found = collections.data.find((c) => String(c.id) === item);
      // A style added or removed starts the editor again from the saved collection (its order holds exactly its styles).
      const key = `${found?.id}:${found?.items.map((i) => i.id).join(',')}`;
      return found ? <CollectionEditor key={key} collection={found} /> : <CollectionList collections={collections.data} />;
    })()
  );
  return (
    <div className={styles.section}>
      <h1 className={styles.heading}>{t('sections.collections')}</h1>
      {body}
    </div>
  );
}

function CollectionList({ collections }: { collections: TAdminCollection[] }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <div className={styles.row}>
        <p className={styles.muted}>{t('games.collections.intro')}</p>
        <Link to={`${BASE}/${NEW}`} className={`btn btn-accent ${styles.button}`}>
          {t('games.collections.create')}
        </Link>
      </div>
      {collections.length === 0 ? (
        <p className={styles.muted}>{t('games.collections.empty')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t('games.collections.title')}</th>
              <th>{t('games.collections.kind')}</th>
              <th>{t('games.collections.styles')}</th>
              <th>{t('games.collections.sort')}</th>
              <th>{t('games.posts.state')}</th>
            </tr>
          </thead>
          <tbody>
            {collections.map((c) => (
              <tr key={c.id}>
                <td>
                  <Link className={styles.link} to={`${BASE}/${c.id}`}>
                    {c.title}
                  </Link>
                </td>
                <td>{t(`games.collections.kinds.${c.kind}`)}</td>
                <td>{t('games.collections.styleCount', { count: c.items.length })}</td>
                <td>{c.sort}</td>
                <td>
                  <span className={games.badge} data-status={c.published ? 'shown' : 'hidden'}>
                    {c.published ? t('games.collections.publishedShort') : t('games.collections.draft')}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function CollectionEditor({ collection }: { collection: TAdminCollection }) {
  const { t } = useTranslation('backoffice');
  const save = useSaveCollection();
  const remove = useRemoveCollectionStyle();
  const navigate = useNavigate();
  const isNew = collection.id === 0;
  // The four Shine collections have addresses of their own (/shine-collection/…): kind and address stay.
  const shine = collection.kind === 'shine';
  const [order, setOrder] = useState(collection.items);
  const move = (from: number, to: number) => {
    const next = [...order];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    setOrder(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    save.mutate(
      {
        id: isNew ? undefined : collection.id,
        slug: text('slug'),
        kind: text('kind') as TAdminCollection['kind'],
        title: text('title'),
        titleEn: text('titleEn'),
        description: text('description'),
        descriptionEn: text('descriptionEn'),
        coverPc: text('coverPc'),
        coverMb: text('coverMb'),
        sort: Number(text('sort')) || 0,
        published: form.get('published') === 'on',
        itemOrder: order.map((i) => i.id),
      },
      { onSuccess: (saved) => isNew && navigate(`${BASE}/${saved.id}`) },
    );
  };
  const title = isNew ? t('games.collections.newTitle') : collection.title;
  return (
    <div className={styles.section}>
      <BackLink to={BASE} />
      <h2 className={styles.subheading}>{title}</h2>
      <div className={styles.columns}>
        <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={title}>
          <div className={offers.grid2}>
            <label className={styles.field}>
              {t('games.collections.title')}
              <input className={styles.input} name="title" defaultValue={collection.title} maxLength={160} required />
            </label>
            <label className={styles.field}>
              {t('games.collections.titleEn')}
              <input className={styles.input} name="titleEn" defaultValue={collection.titleEn} maxLength={160} required />
            </label>
            <label className={styles.field}>
              {t('games.collections.slug')}
              <input
                className={styles.input}
                name="slug"
                defaultValue={collection.slug}
                maxLength={80}
                required
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
                disabled={shine}
              />
              {shine && <input type="hidden" name="slug" value={collection.slug} />}
            </label>
            <label className={styles.field}>
              {t('games.collections.kind')}
              <select className={styles.input} name="kind" defaultValue={collection.kind} disabled={shine}>
                {COLLECTION_KINDS.filter((k) => shine || k !== 'shine').map((k) => (
                  <option key={k} value={k}>
                    {t(`games.collections.kinds.${k}`)}
                  </option>
                ))}
              </select>
              {shine && <input type="hidden" name="kind" value="shine" />}
            </label>
            <label className={styles.field}>
              {t('games.collections.coverPc')}
              <input className={styles.input} name="coverPc" defaultValue={collection.coverPc} maxLength={300} required pattern="/[^\/\s].*" />
            </label>
            <label className={styles.field}>
              {t('games.collections.coverMb')}
              <input className={styles.input} name="coverMb" defaultValue={collection.coverMb} maxLength={300} required pattern="/[^\/\s].*" />
            </label>
            <label className={styles.field}>
              {t('games.collections.description')}
              <textarea className={styles.input} name="description" defaultValue={collection.description} maxLength={2000} rows={3} />
            </label>
            <label className={styles.field}>
              {t('games.collections.descriptionEn')}
              <textarea className={styles.input} name="descriptionEn" defaultValue={collection.descriptionEn} maxLength={2000} rows={3} />
            </label>
            <label className={styles.field}>
              {t('games.collections.sort')}
              <input className={styles.input} type="number" name="sort" min={0} max={10000} defaultValue={collection.sort} required />
            </label>
          </div>
          <div className={styles.row}>
            <label className={offers.check}>
              <input type="checkbox" name="published" defaultChecked={collection.published} /> {t('games.collections.published')}
            </label>
          </div>
          {!isNew && (
            <fieldset className={offers.picker}>
              <legend>{t('games.collections.order')}</legend>
              {order.length === 0 ? (
                <p className={styles.muted}>{t('games.collections.noStyles')}</p>
              ) : (
                <ol className={games.order}>
                  {order.map((style, i) => (
                    <li key={style.id}>
                      <span>{i + 1}.</span>
                      <img className={games.thumb} src={style.imagePc} alt="" loading="lazy" width={56} height={56} />
                      <span>{style.name}</span>
                      <button
                        type="button"
                        className={`btn btn-outline ${styles.button}`}
                        aria-label={t('games.collections.up', { name: style.name })}
                        disabled={i === 0}
                        onClick={() => move(i, i - 1)}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className={`btn btn-outline ${styles.button}`}
                        aria-label={t('games.collections.down', { name: style.name })}
                        disabled={i === order.length - 1}
                        onClick={() => move(i, i + 1)}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className={`btn btn-outline ${styles.button}`}
                        aria-label={t('games.collections.removeStyle', { name: style.name })}
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm(t('games.collections.removeConfirm', { name: style.name })))
                            remove.mutate({ id: collection.id, styleId: style.id });
                        }}
                      >
                        ×
                      </button>
                    </li>
                  ))}
                </ol>
              )}
              <SaveStatus state={remove} />
            </fieldset>
          )}
          <div className={styles.row}>
            <SaveButton pending={save.isPending} label={isNew ? t('games.collections.create') : undefined} />
            {!isNew && (
              <a className={styles.link} href={customerPath(collection)} target="_blank" rel="noreferrer">
                {t('games.collections.view')}
              </a>
            )}
          </div>
          <SaveStatus state={save} />
        </form>
        {!isNew && <EntityHistory entity="collection" entityId={collection.id} />}
      </div>
      {!isNew && <StyleAdder collectionId={collection.id} />}
    </div>
  );
}

/** A new hairstyle of the collection: its texts in both languages, pictures and the service its booking link chooses; it goes last. */
function StyleAdder({ collectionId }: { collectionId: number }) {
  const { t } = useTranslation('backoffice');
  const add = useAddCollectionStyle();
  const choices = useCollectionStyleChoices();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => formText(form, name);
    add.mutate({
      id: collectionId,
      name: text('name'),
      nameEn: text('nameEn'),
      description: text('description'),
      descriptionEn: text('descriptionEn'),
      suits: text('suits'),
      suitsEn: text('suitsEn'),
      serviceId: Number(text('serviceId')),
      imagePc: text('imagePc'),
      imageMb: text('imageMb') || undefined,
    });
  };
  return (
    <form className={`${styles.panel} ${styles.form}`} onSubmit={submit} aria-label={t('games.collections.addStyle')}>
      <h2 className={styles.subheading}>{t('games.collections.addStyle')}</h2>
      <p className={styles.muted}>{t('games.collections.addStyleIntro')}</p>
      <div className={offers.grid2}>
        <label className={styles.field}>
          {t('games.collections.styleName')}
          <input className={styles.input} name="name" maxLength={160} required />
        </label>
        <label className={styles.field}>
          {t('games.collections.styleNameEn')}
          <input className={styles.input} name="nameEn" maxLength={160} required />
        </label>
        <label className={styles.field}>
          {t('games.collections.description')}
          <textarea className={styles.input} name="description" maxLength={2000} rows={2} />
        </label>
        <label className={styles.field}>
          {t('games.collections.descriptionEn')}
          <textarea className={styles.input} name="descriptionEn" maxLength={2000} rows={2} />
        </label>
        <label className={styles.field}>
          {t('games.collections.suits')}
          <input className={styles.input} name="suits" maxLength={300} />
        </label>
        <label className={styles.field}>
          {t('games.collections.suitsEn')}
          <input className={styles.input} name="suitsEn" maxLength={300} />
        </label>
        <label className={styles.field}>
          {t('games.collections.imagePc')}
          <input className={styles.input} name="imagePc" maxLength={300} required pattern="/[^\/\s].*" />
        </label>
        <label className={styles.field}>
          {t('games.collections.imageMb')}
          <input className={styles.input} name="imageMb" maxLength={300} pattern="/[^\/\s].*" />
        </label>
        <label className={styles.field}>
          {t('games.collections.service')}
          <select className={styles.input} name="serviceId" required defaultValue="">
            <option value="" disabled>
              {t('games.collections.pickService')}
            </option>
            {choices.data?.services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.row}>
        <SaveButton pending={add.isPending} label={t('games.collections.addStyle')} />
      </div>
      <SaveStatus state={add} />
    </form>
  );
}
