import * as contracts from '@shine/shared/contracts/backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of.ts';
import { requireAdmin } from './backoffice-guard.ts';
import { getCatalogStructure, placeService, saveCategory, saveGroup } from './manage-catalog-structure.ts';
import { getMembership, listPackages, savePackage, setTierThresholds } from './manage-membership.ts';
import { listSuggestRules, removeSuggestRule, saveSuggestRule } from './manage-suggest-rules.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];

/**
 * The catalogue's structure (categories, groups, a service's group and add-on parent, upsell) and the chain's
 * other price list: membership thresholds and top-up packages. `catalog.edit`; each change audited.
 */
export const catalogStructureAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(contracts.getCatalogStructure, { tags, security, summary: 'Categories, groups (with their upsell services) and where each service sits' }),
    handler: async (request) => {
      requireAdmin(request, 'catalog.edit');
      return { data: await getCatalogStructure(app.deps) };
    },
  });

  app.route({
    ...routeOf(contracts.createCatalogCategory, { tags, security, summary: 'A new category, audited' }),
    handler: async (request) => ({ data: await saveCategory(app.deps, requireAdmin(request, 'catalog.edit'), null, request.body) }),
  });
  app.route({
    ...routeOf(contracts.updateCatalogCategory, {
      tags,
      security,
      summary: "A category's names, order, shown or hidden: the service list follows at its next load, audited",
    }),
    handler: async (request) => ({ data: await saveCategory(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.createCatalogGroup, { tags, security, summary: 'A new service group, audited' }),
    handler: async (request) => ({ data: await saveGroup(app.deps, requireAdmin(request, 'catalog.edit'), null, request.body) }),
  });
  app.route({
    ...routeOf(contracts.updateCatalogGroup, {
      tags,
      security,
      summary: "A group's names, category, order, shown or hidden, and its upsell services, audited",
    }),
    handler: async (request) => ({ data: await saveGroup(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.placeAdminService, { tags, security, summary: "A service's group, and the service it is an add-on of (null: none), audited" }),
    handler: async (request) => ({ data: await placeService(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  });

  app.route({
    ...routeOf(contracts.getAdminMembership, { tags, security, summary: "The membership tiers: each one's spend threshold and what it gives" }),
    handler: async (request) => {
      requireAdmin(request, 'catalog.edit');
      return { data: await getMembership(app.deps) };
    },
  });
  app.route({
    ...routeOf(contracts.setTierThresholds, {
      tags,
      security,
      summary: "The tiers' spend thresholds (Silver < Gold < Diamond), audited; tiers follow at their next evaluation",
    }),
    handler: async (request) => ({ data: await setTierThresholds(app.deps, requireAdmin(request, 'catalog.edit'), request.body) }),
  });

  app.route({
    ...routeOf(contracts.listAdminTopupPackages, { tags, security, summary: 'Every top-up package, on sale or not' }),
    handler: async (request) => {
      requireAdmin(request, 'catalog.edit');
      return { data: await listPackages(app.deps) };
    },
  });
  app.route({
    ...routeOf(contracts.createTopupPackage, {
      tags,
      security,
      summary: 'A new top-up package (a price no other package has, worth at least its price), audited',
    }),
    handler: async (request) => ({ data: await savePackage(app.deps, requireAdmin(request, 'catalog.edit'), null, request.body) }),
  });
  app.route({
    ...routeOf(contracts.updateTopupPackage, {
      tags,
      security,
      summary: 'A top-up package: names, visits, price, validity, shown or hidden, order; /topup follows at its next load, audited',
    }),
    handler: async (request) => ({ data: await savePackage(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  });
  // The suggest rules of the service step (spec §4): the popup on Done tries them in order.
  app.route({
    ...routeOf(contracts.listSuggestRules, { tags, security, summary: 'The suggest rules, in the order the popup tries them' }),
    handler: async (request) => {
      requireAdmin(request, 'catalog.edit');
      return { data: await listSuggestRules(app.deps) };
    },
  });
  app.route({
    ...routeOf(contracts.createSuggestRule, { tags, security, summary: 'A new suggest rule, tried after the others, audited' }),
    handler: async (request) => ({ data: await saveSuggestRule(app.deps, requireAdmin(request, 'catalog.edit'), null, request.body) }),
  });
  app.route({
    ...routeOf(contracts.updateSuggestRule, {
      tags,
      security,
      summary: 'A suggest rule: what it matches, what it offers, its title; the service step follows at its next load, audited',
    }),
    handler: async (request) => ({ data: await saveSuggestRule(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  });
  app.route({
    ...routeOf(contracts.removeSuggestRule, { tags, security, summary: 'Removes a suggest rule, audited' }),
    handler: async (request) => {
      await removeSuggestRule(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id);
      return { data: { ok: true as const } };
    },
  });
};
