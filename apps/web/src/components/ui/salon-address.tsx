import { shownAddress } from '@shine/shared/rules/salon-address';
import { useTranslation } from '../../lib/i18n';

interface SalonAddressProps {
  salon: { address: string; addressNew?: string | null };
  /** Adds the pre-2025 address as a hint below (detail places); compact places show the first line only. */
  withFormer?: boolean;
  className?: string;
  formerClassName?: string;
}

/** A salon's address by the one rule (rules/salon-address): the post-2025 address first, the old one as a hint. */
export function SalonAddress({ salon, withFormer = false, className, formerClassName }: SalonAddressProps) {
  const { t } = useTranslation();
  const shown = shownAddress(salon);
  return (
    <>
      <span className={className} data-testid="salon-address">
        {shown.address}
      </span>
      {withFormer && shown.formerly && (
        <small className={formerClassName} data-testid="salon-address-old">
          {t('common.formerAddress', { address: shown.formerly })}
        </small>
      )}
    </>
  );
}
