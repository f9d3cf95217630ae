import { formatVnd } from '@shine/shared/rules/money';
import { Modal } from '../../../components/ui/modal';
import type { Suggestion } from '../model/suggest';
import type { ServiceTextSet } from '../types';
import { ServiceImage } from './service-image';
import styles from './suggest-popup.module.css';

interface Props {
  suggestion: Suggestion | null;
  texts: ServiceTextSet;
  onClose(): void;
  onSkip(): void;
  onUse(s: Suggestion): void;
}

/** Spec §2 suggest-service popup: banner, HTML title, price with the struck old price, 'Dùng thêm' / 'Bỏ qua'. */
export function SuggestPopup({ suggestion, texts, onClose, onSkip, onUse }: Props) {
  const { text, msg } = texts;
  const service = suggestion?.service;
  return (
    <Modal
      open={suggestion !== null}
      onClose={onClose}
      title={text('suggestTitle')}
      footer={
        suggestion && (
          <>
            <button type="button" className="btn btn-outline" onClick={onSkip}>
              {msg('service.suggestSkip')}
            </button>
            <button type="button" className="btn btn-accent" onClick={() => onUse(suggestion)} data-testid="suggest-use">
              {msg('service.suggestUse')}
            </button>
          </>
        )
      }
    >
      {suggestion && service && (
        <div className={styles.body} data-testid="suggest-popup">
          <ServiceImage className={styles.banner} src={suggestion.rule.image ?? service.serviceImage} />
          {/* Cleaned by the API (inlineTitle policy, apps/api/src/lib/html-policies.ts). */}
          <p className={styles.title} dangerouslySetInnerHTML={{ __html: suggestion.rule.title }} />
          <p className={styles.price}>
            <strong>{formatVnd(service.priceNum)}</strong>
            {service.oldPriceNum !== null && service.oldPriceNum > service.priceNum && <s>{formatVnd(service.oldPriceNum)}</s>}
          </p>
        </div>
      )}
    </Modal>
  );
}
