import { z } from 'zod';
import { ZLang } from '../schemas/common';
import {
  ZCreateOrderBody,
  ZMemberStatus,
  ZOrderCreated,
  ZOrderQuery,
  ZPaymentOrder,
  ZTiers,
  ZTopupHistory,
  ZTopupHistoryQuery,
  ZTopupProducts,
  ZWallet,
} from '../schemas/membership';
import { endpoint } from './endpoint';

// Top-up, payments, balance and member tiers (issue 14; spec §7 membership/order, order-v2, customer/topup/history, product/topup).
// The VNPay IPN answers VNPay's own `{ RspCode, Message }`, not the envelope: it has no contract.

export const listTopupProducts = endpoint({ method: 'GET', path: '/api/v1/product/topup', query: z.object({ lang: ZLang }), response: ZTopupProducts });

export const createPaymentOrder = endpoint({ method: 'POST', path: '/api/v1/membership/order', body: ZCreateOrderBody, response: ZOrderCreated });

export const getPaymentOrder = endpoint({ method: 'GET', path: '/api/v1/membership/order-v2', query: ZOrderQuery, response: ZPaymentOrder });

export const getTopupHistory = endpoint({ method: 'GET', path: '/api/v1/customer/topup/history', query: ZTopupHistoryQuery, response: ZTopupHistory });

export const getWallet = endpoint({ method: 'GET', path: '/api/v1/customer/wallet', query: z.object({ lang: ZLang }), response: ZWallet });

export const listMemberTiers = endpoint({ method: 'GET', path: '/api/v1/membership/tiers', query: z.object({ lang: ZLang }), response: ZTiers });

export const getMemberStatus = endpoint({ method: 'GET', path: '/api/v1/membership/status', query: z.object({ lang: ZLang }), response: ZMemberStatus });
