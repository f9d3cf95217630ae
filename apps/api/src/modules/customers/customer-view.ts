import { formatDisplayDate } from '@shine/shared';
import type { TUser } from '@shine/shared/schemas/auth';
import type { CustomerRow } from './customers-repository.ts';

const MEMBERSHIP: Record<number, TUser['membershipName']> = { 2: 'Silver', 3: 'Gold', 4: 'Diamond' };

/** The User of spec §3 for a (not deleted) customer. */
export function toUser(customer: CustomerRow): TUser {
  return {
    userId: customer.id,
    userName: customer.name,
    phoneNumber: customer.phone ?? '',
    email: customer.email,
    avatar: customer.avatar,
    dateOfBirth: customer.dateOfBirth ? formatDisplayDate(customer.dateOfBirth) : null,
    memberType: customer.memberType,
    accountBalance: customer.accountBalance,
    membershipName: MEMBERSHIP[customer.memberType] ?? null,
    changePassword: customer.passwordHash === null,
    agreeProtectPersonalInfo: customer.agreeProtectPersonalInfo,
    isRegistered: customer.passwordHash !== null,
  };
}
