// What other modules may use of customers (lint allows nothing else): finding, creating and updating a
// customer, the version his own kept answers are checked against, and the user object the login answers carry.
export {
  findCustomerById,
  findCustomerByPhone,
  findCustomerRowVersion,
  findOrCreateCustomer,
  setPasswordHash,
  updateCustomerName,
} from './customers-repository.ts';
export { toUser } from './customer-view.ts';
export { forgetVisitSets, type VisitSets, visitSetsOf } from './visit-sets.ts';
