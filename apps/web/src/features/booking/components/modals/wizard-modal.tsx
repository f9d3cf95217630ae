import type { WizardModal as Shown } from '../../model/wizard-ui';
import { NamePopup } from './name-popup';
import { BackupConfirmModal, BusyNotice, LinkNoticeModal, MoveSalonModal } from './notice-modals';
import { PhonePopup } from './phone-popup';

/** The wizard's small modals, loaded together on the first one shown (the salon-off and OTP modals load on their own). */
export type SmallModal = Extract<Shown, { kind: 'phone' | 'name' | 'linkNotice' | 'moveSalon' | 'notice' | 'backupChoice' }>;

export default function WizardModal({ modal }: { modal: SmallModal }) {
  switch (modal.kind) {
    case 'phone':
      return <PhonePopup />;
    case 'name':
      return <NamePopup />;
    case 'linkNotice':
      return <LinkNoticeModal about={modal.about} />;
    case 'moveSalon':
      return <MoveSalonModal move={modal.move} />;
    case 'notice':
      return <BusyNotice notice={modal.notice} stripKey={modal.key} />;
    case 'backupChoice':
      return <BackupConfirmModal choice={modal.choice} />;
  }
}
