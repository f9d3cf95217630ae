// Public surface of the membership feature for other features (booking shows the wallet).
export { WalletNote } from './components/wallet-note';
