import '../locales';
import { formatMoney, formatVnd } from '@shine/shared';
import type { TTopupPackage, TTopupProducts } from '@shine/shared/schemas/membership';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { PageHero } from '../../../components/ui/page-hero';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openLogin, useCurrentUser } from '../../auth';
import { useCreateOrder } from '../api/create-order';
import { useTopupProducts } from '../api/get-topup-products';
import { WalletNote } from '../components/wallet-note';
import styles from '../components/membership.module.css';

/** /topup: prepaid packages from the database and a free amount, paid through the gateway. */
export function TopupPage() {
  const { t } = useTranslation('membership');
  const { t: tMain, language } = useTranslation();
  const title = tMain('pages.topup');
  useDocumentTitle(title);
  const products = useTopupProducts();
  // A stored session is being checked: buying waits for it (a tap then would ask a logged-in customer to log in).
  const { isLoggedIn, isPending: sessionPending } = useCurrentUser();
  const order = useCreateOrder();
  const lang = language === 'en' ? 'en' : 'vi';

  const buy = (body: { packageId: number } | { amount: number }) => {
    if (!isLoggedIn) return openLogin();
    order.mutate({ ...body, lang });
  };
  const data = products.data;
  const error = order.error instanceof ApiError ? order.error.message : order.error ? tMain('common.generalError') : null;

  return (
    <>
      <PageHero title={title} />
      <div className={`container ${styles.body}`}>
        <p className={styles.lead}>{t('topup.lead')}</p>
        {isLoggedIn && <WalletNote />}
        {data && !data.paymentAvailable && <p className={styles.error}>{t('topup.unavailable')}</p>}
        {!isLoggedIn && !sessionPending && <p className={styles.muted}>{t('topup.loginToBuy')}</p>}
        <section aria-labelledby="packages-title">
          <h2 id="packages-title" className={styles.sectionTitle}>
            {t('topup.packages')}
          </h2>
          <div className={styles.grid}>
            {data
              ? data.packages.map((p) => (
                  <PackageCard
                    key={p.id}
                    pack={p}
                    disabled={!data.paymentAvailable || order.isPending || sessionPending}
                    onBuy={() => buy({ packageId: p.id })}
                  />
                ))
              : [1, 2, 3].map((n) => <Skeleton key={n} height={240} radius={14} />)}
          </div>
        </section>
        {data && <AmountForm amount={data.amount} disabled={!data.paymentAvailable || order.isPending || sessionPending} onPay={(amount) => buy({ amount })} />}
        {order.isPending || order.isSuccess ? <p role="status">{t('topup.paying')}</p> : null}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <p className={styles.muted}>
          {t('topup.agree')} <Link to="/dieu-khoan-topup">{t('topup.terms')}</Link>
        </p>
      </div>
    </>
  );
}

function PackageCard({ pack, disabled, onBuy }: { pack: TTopupPackage; disabled: boolean; onBuy: () => void }) {
  const { t } = useTranslation('membership');
  return (
    <article className={`${styles.card} ${pack.highlight ? styles.highlight : ''}`} data-testid="topup-package">
      {pack.highlight && <span className={styles.badge}>{t('topup.best')}</span>}
      <h3 className={styles.cardTitle}>{pack.name}</h3>
      <p className={styles.muted}>{pack.description}</p>
      <p>
        <strong>{t('topup.visits', { visits: pack.visits })}</strong>
        {pack.bonusVisits > 0 && <> + {t('topup.bonus', { count: pack.bonusVisits })}</>}
      </p>
      <p className={styles.price}>{formatVnd(pack.price)}</p>
      <p className={styles.muted}>
        {t('topup.perVisit', { amount: formatVnd(pack.pricePerVisit) })} · {t('topup.validity', { days: pack.validityDays })}
      </p>
      <button
        type="button"
        className="btn btn-accent"
        disabled={disabled}
        onClick={onBuy}
        aria-label={t('topup.buyLabel', { name: pack.name, price: formatVnd(pack.price) })}
      >
        {t('topup.buy')}
      </button>
    </article>
  );
}

function AmountForm({ amount, disabled, onPay }: { amount: TTopupProducts['amount']; disabled: boolean; onPay: (amount: number) => void }) {
  const { t } = useTranslation('membership');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const value = Number(text.replace(/\D/g, '')) || 0;
  const valid = value >= amount.min && value <= amount.max && value % amount.step === 0;
  const limits = { min: formatVnd(amount.min), max: formatVnd(amount.max) };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return setInvalid(true);
    onPay(value);
  };
  return (
    <section aria-labelledby="amount-title">
      <h2 id="amount-title" className={styles.sectionTitle}>
        {t('topup.amountTitle')}
      </h2>
      <form className={styles.amountForm} onSubmit={submit} noValidate>
        <div className={styles.chips}>
          {amount.suggestions.map((s) => (
            <button
              key={s}
              type="button"
              className={`${styles.chip} ${value === s ? styles.chipOn : ''}`}
              aria-pressed={value === s}
              onClick={() => (setText(String(s)), setInvalid(false))}
            >
              {formatVnd(s)}
            </button>
          ))}
        </div>
        <label htmlFor="topup-amount">{t('topup.amountLabel')}</label>
        <input
          id="topup-amount"
          inputMode="numeric"
          autoComplete="off"
          value={value ? formatMoney(value) : ''}
          onChange={(e) => (setText(e.target.value), setInvalid(false))}
          aria-invalid={invalid}
          aria-describedby="topup-amount-hint"
        />
        <p id="topup-amount-hint" className={invalid ? styles.error : styles.muted}>
          {invalid ? t('topup.amountInvalid', limits) : t('topup.amountHint', limits)}
        </p>
        <button type="submit" className="btn btn-dark" disabled={disabled}>
          {valid ? t('topup.amountPay', { amount: formatVnd(value) }) : t('topup.amountTitle')}
        </button>
      </form>
    </section>
  );
}
