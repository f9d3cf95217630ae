import { translate } from '@shine/shared';
import * as contracts from '@shine/shared/contracts/membership';
import { ZIpnAnswer, ZIpnQuery } from '@shine/shared/schemas/membership';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLang } from '../../lib/lang.ts';
import { sendPrepared } from '../../lib/prepared-json.ts';
import { routeOf } from '../../lib/route-of.ts';
import { forgetCachedSession, readOnlySession, requireCustomer } from '../../plugins/auth.ts';
import { logFailure } from '../../plugins/logging.ts';
import { handleIpn } from './ipn.ts';
import { walletOf } from './ledger.ts';
import { listTiers, memberStatusAnswer } from './member-status.ts';
import { createOrder, getOwnOrder, listTopupProducts, topupHistory } from './orders.ts';
import { paymentGatewayFromConfig } from './payment-gateway.ts';
import { createReconciler } from './reconcile.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { singleValues } from './vnpay.ts';

/** Top-up, payments, balance and member tiers (issue 14; spec §7 membership/order, order-v2, customer/topup/history, product/topup). */
export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = paymentGatewayFromConfig(app.deps.config);
  const secured = { security: [{ bearer: [] }] };
  const reconcile = createReconciler(app.deps, gateway);

  app.route({
    ...routeOf(contracts.listTopupProducts, {
      tags: ['membership'],
      summary: 'Top-up packages on sale (visits + bonus, price, validity) and the free amount limits',
    }),
    handler: async (request) => ({ data: await listTopupProducts(app.deps, gateway, request.query.lang) }),
  });

  app.route({
    ...routeOf(contracts.createPaymentOrder, {
      tags: ['membership'],
      summary: 'Order a package or an amount; answers the signed payment URL',
      ...secured,
    }),
    handler: async (request) => {
      const customer = requireCustomer(request);
      const data = await createOrder(app.deps, gateway, customer, { ...request.body, clientIp: request.ip });
      return { data, message: translate(requestLang(request), 'topup.orderCreated') };
    },
  });

  app.route({
    ...routeOf(contracts.getPaymentOrder, {
      tags: ['membership'],
      summary: "One of the caller's orders as the server holds it (the return page waits on it)",
      ...secured,
    }),
    handler: async (request) => ({
      data: await getOwnOrder(app.deps, requireCustomer(request), request.query.orderId, request.query.lang, (order) => reconcile(order, request.ip)),
    }),
  });

  app.route({
    ...routeOf(contracts.getTopupHistory, {
      tags: ['membership'],
      summary: "The caller's wallet, orders and ledger entries, newest first",
      ...secured,
    }),
    handler: async (request) => ({ data: await topupHistory(app.deps, requireCustomer(request), request.query) }),
  });

  app.route({
    ...routeOf(contracts.getWallet, {
      tags: ['membership'],
      summary: "The caller's balance and package visits left",
      ...secured,
    }),
    handler: async (request) => ({ data: await walletOf(app.deps.db, requireCustomer(request).customerId, app.deps.clock.now()) }),
  });

  app.route({
    ...routeOf(contracts.listMemberTiers, {
      tags: ['membership'],
      summary: 'Member tiers: spend over the last 6 months that earns each, and its perks',
    }),
    handler: async () => ({ data: await listTiers(app.deps) }),
  });

  app.route({
    ...routeOf(contracts.getMemberStatus, {
      tags: ['membership'],
      summary: "The caller's tier, spend in the window, what is left to reach or keep a tier, wallet",
      ...secured,
    }),
    config: readOnlySession,
    handler: async (request, reply) => {
      const caller = requireCustomer(request);
      const { status, answer } = await memberStatusAnswer(app.deps, caller);
      // His tier moved: the session cached with the old one (the hour strips' booking role) goes.
      if (status.memberType !== caller.memberType) forgetCachedSession(app, request);
      return sendPrepared(request, reply, answer);
    },
  });

  app.get(
    '/api/v1/payments/vnpay/ipn',
    {
      schema: {
        tags: ['payments'],
        summary: 'VNPay IPN: 97 bad signature, 01 unknown order, 04 wrong amount, 02 already confirmed, 00 confirmed, 99 anything else',
        querystring: ZIpnQuery,
        response: { 200: ZIpnAnswer },
      },
      // The provider retries on anything but this answer; it must never see a 4xx/5xx.
      errorHandler: (err, request, reply) => {
        logFailure(request.log, err, 'vnpay ipn failed');
        return reply.status(200).send({ RspCode: '99', Message: 'Unknown error' });
      },
    },
    async (request) => {
      if (!gateway) return { RspCode: '99', Message: 'Unknown error' };
      try {
        return await handleIpn(app.deps, gateway, singleValues(request.query));
      } catch (err) {
        request.log.error({ err }, 'vnpay ipn failed');
        return { RspCode: '99', Message: 'Unknown error' };
      }
    },
  );

  if (gateway?.name === 'sandbox') await app.register(sandboxRoutes, { gateway });
};
