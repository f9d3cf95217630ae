import {
  ZAdminCatalogStructure,
  ZAdminCategory,
  ZAdminCategoryBody,
  ZAdminGroup,
  ZAdminGroupBody,
  ZAdminMembership,
  ZAdminServicePlace,
  ZAdminServicePlaceBody,
  ZAdminSuggestRule,
  ZAdminSuggestRuleBody,
  ZAdminTopupPackage,
  ZAdminTopupPackageBody,
  ZAdminTopupPackages,
  ZTierThresholdsBody,
} from '@shine/shared/schemas/backoffice-catalog';
import { ZParamsId } from '@shine/shared/schemas/backoffice';
import { ZOk } from '@shine/shared/schemas/auth';
import { ZLang, envelope } from '@shine/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from './backoffice-guard.ts';
import { getCatalogStructure, placeService, saveCategory, saveGroup } from './manage-catalog-structure.ts';
import { getMembership, listPackages, savePackage, setTierThresholds } from './manage-membership.ts';
import { listSuggestRules, removeSuggestRule, saveSuggestRule } from './manage-suggest-rules.ts';

const tags = ['backoffice'];
const security = [{ staffCookie: [] }];
const querystring = z.object({ lang: ZLang });

/**
 * The catalogue's structure (categories, groups, a service's group and add-on parent, upsell) and the chain's
 * other price list: membership thresholds and top-up packages. `catalog.edit`; each change audited.
 */
export const catalogStructureAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/catalog',
    {
      schema: {
        tags,
        security,
        summary: 'Categories, groups (with their upsell services) and where each service sits',
        querystring,
        response: { 200: envelope(ZAdminCatalogStructure) },
      },
    },
    async (request) => {
      requireAdmin(request, 'catalog.edit');
      return { data: await getCatalogStructure(app.deps) };
    },
  );

  app.post(
    '/api/v1/admin/catalog/categories',
    {
      schema: { tags, security, summary: 'A new category, audited', querystring, body: ZAdminCategoryBody, response: { 200: envelope(ZAdminCategory) } },
    },
    async (request) => ({ data: await saveCategory(app.deps, requireAdmin(request, 'catalog.edit'), null, request.body) }),
  );
  app.put(
    '/api/v1/admin/catalog/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: "A category's names, order, shown or hidden: the service list follows at its next load, audited",
        params: ZParamsId,
        querystring,
        body: ZAdminCategoryBody,
        response: { 200: envelope(ZAdminCategory) },
      },
    },
    async (request) => ({ data: await saveCategory(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  );

  app.post(
    '/api/v1/admin/catalog/groups',
    { schema: { tags, security, summary: 'A new service group, audited', querystring, body: ZAdminGroupBody, response: { 200: envelope(ZAdminGroup) } } },
    async (request) => ({ data: await saveGroup(app.deps, requireAdmin(request, 'catalog.edit'), null, request.body) }),
  );
  app.put(
    '/api/v1/admin/catalog/groups/:id',
    {
      schema: {
        tags,
        security,
        summary: "A group's names, category, order, shown or hidden, and its upsell services, audited",
        params: ZParamsId,
        querystring,
        body: ZAdminGroupBody,
        response: { 200: envelope(ZAdminGroup) },
      },
    },
    async (request) => ({ data: await saveGroup(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  );

  app.put(
    '/api/v1/admin/services/:id/place',
    {
      schema: {
        tags,
        security,
        summary: "A service's group, and the service it is an add-on of (null: none), audited",
        params: ZParamsId,
        querystring,
        body: ZAdminServicePlaceBody,
        response: { 200: envelope(ZAdminServicePlace) },
      },
    },
    async (request) => ({ data: await placeService(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/admin/membership',
    {
      schema: {
        tags,
        security,
        summary: "The membership tiers: each one's spend threshold and what it gives",
        querystring,
        response: { 200: envelope(ZAdminMembership) },
      },
    },
    async (request) => {
      requireAdmin(request, 'catalog.edit');
      return { data: await getMembership(app.deps) };
    },
  );
  app.put(
    '/api/v1/admin/membership/thresholds',
    {
      schema: {
        tags,
        security,
        summary: "The tiers' spend thresholds (Silver < Gold < Diamond), audited; tiers follow at their next evaluation",
        querystring,
        body: ZTierThresholdsBody,
        response: { 200: envelope(ZAdminMembership) },
      },
    },
    async (request) => ({ data: await setTierThresholds(app.deps, requireAdmin(request, 'catalog.edit'), request.body) }),
  );

  app.get(
    '/api/v1/admin/topup-packages',
    { schema: { tags, security, summary: 'Every top-up package, on sale or not', querystring, response: { 200: envelope(ZAdminTopupPackages) } } },
    async (request) => {
      requireAdmin(request, 'catalog.edit');
      return { data: await listPackages(app.deps) };
    },
  );
  app.post(
    '/api/v1/admin/topup-packages',
    {
      schema: {
        tags,
        security,
        summary: 'A new top-up package (a price no other package has, worth at least its price), audited',
        querystring,
        body: ZAdminTopupPackageBody,
        response: { 200: envelope(ZAdminTopupPackage) },
      },
    },
    async (request) => ({ data: await savePackage(app.deps, requireAdmin(request, 'catalog.edit'), null, request.body) }),
  );
  app.put(
    '/api/v1/admin/topup-packages/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A top-up package: names, visits, price, validity, shown or hidden, order; /topup follows at its next load, audited',
        params: ZParamsId,
        querystring,
        body: ZAdminTopupPackageBody,
        response: { 200: envelope(ZAdminTopupPackage) },
      },
    },
    async (request) => ({ data: await savePackage(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  );
  // The suggest rules of the service step (spec §4): the popup on Done tries them in order.
  app.get(
    '/api/v1/admin/catalog/suggest-rules',
    {
      schema: {
        tags,
        security,
        summary: 'The suggest rules, in the order the popup tries them',
        querystring,
        response: { 200: envelope(z.array(ZAdminSuggestRule)) },
      },
    },
    async (request) => {
      requireAdmin(request, 'catalog.edit');
      return { data: await listSuggestRules(app.deps) };
    },
  );
  app.post(
    '/api/v1/admin/catalog/suggest-rules',
    {
      schema: {
        tags,
        security,
        summary: 'A new suggest rule, tried after the others, audited',
        querystring,
        body: ZAdminSuggestRuleBody,
        response: { 200: envelope(ZAdminSuggestRule) },
      },
    },
    async (request) => ({ data: await saveSuggestRule(app.deps, requireAdmin(request, 'catalog.edit'), null, request.body) }),
  );
  app.put(
    '/api/v1/admin/catalog/suggest-rules/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A suggest rule: what it matches, what it offers, its title; the service step follows at its next load, audited',
        params: ZParamsId,
        querystring,
        body: ZAdminSuggestRuleBody,
        response: { 200: envelope(ZAdminSuggestRule) },
      },
    },
    async (request) => ({ data: await saveSuggestRule(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id, request.body) }),
  );
  app.delete(
    '/api/v1/admin/catalog/suggest-rules/:id',
    { schema: { tags, security, summary: 'Removes a suggest rule, audited', params: ZParamsId, querystring, response: { 200: envelope(ZOk) } } },
    async (request) => {
      await removeSuggestRule(app.deps, requireAdmin(request, 'catalog.edit'), request.params.id);
      return { data: { ok: true as const } };
    },
  );
};
