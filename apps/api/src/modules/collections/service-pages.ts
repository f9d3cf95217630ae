import type { Lang } from '@shine/shared';
import type { TServicePage, TServicePageKind } from '@shine/shared/schemas/collections';
import type { AppDeps } from '../../app-deps.ts';
import { listServices } from '../catalog/index.ts';
import { SERVICE_PAGES, pageText } from './page-texts.ts';

/**
 * /service, /up-service, /shine-care: the catalogue as the booking picker groups it (categories >
 * groups > services on sale, before a salon is chosen), the whole of it or the page's part.
 */
export async function servicePage(deps: Pick<AppDeps, 'db' | 'clock' | 'cache'>, input: { kind: TServicePageKind; lang: Lang }): Promise<TServicePage> {
  const { data } = await listServices(deps, { salonId: 0, lang: input.lang });
  const { categoryIds, groupIds } = SERVICE_PAGES[input.kind];
  const all = !categoryIds && !groupIds;
  const categories = data
    .map((c) => ({
      ...c,
      serviceGroups: c.serviceGroups.filter((g) => all || categoryIds?.includes(c.categoryId) || groupIds?.includes(g.groupId)),
    }))
    .filter((c) => c.serviceGroups.length > 0);
  return { kind: input.kind, ...pageText(input.kind, input.lang), categories };
}
