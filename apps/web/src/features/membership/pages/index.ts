// The membership pages, one chunk: the route table loads it for any of them.
export { ShineMemberPage } from './shine-member-page';
export { TopupPage } from './topup-page';
export { TopupResultPage } from './topup-result-page';
export { TransactionsPage } from './transactions-page';
