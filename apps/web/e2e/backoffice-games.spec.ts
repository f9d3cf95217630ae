import { expect, test } from './fixtures';
import { photograph } from './support/shots';
import { seriousViolations } from './support/axe';
import { backofficeNav, logInBackoffice } from './support/staff';

// Issue 32, the back office's games and lookbooks (the 'backoffice' project, 1366×768): a content editor hides the
// most voted Style Master post with a reason and /style-master no longer shows it at its next load; the post's
// history shows the change. Every new screen photographed at 1366×768 and 1024×768.

const EDITOR = '0926000001';
const CHAIN_ADMIN = '0924000001';
const SHOTS = '/tmp/shots-bogames';

test.describe.configure({ timeout: 180_000 });

const nav = backofficeNav;
const logIn = logInBackoffice;

test('a content editor hides the most voted post with a reason: /style-master no longer shows it, its history does', async ({ page }) => {
  await page.goto('/style-master');
  const top = page.getByTestId('style-post').first();
  await expect(top).toBeVisible();
  const postId = (await top.getAttribute('data-post-id'))!;
  const title = (await top.getByRole('heading', { level: 3 }).textContent())!;

  await logIn(page, EDITOR);
  await nav(page).getByRole('link', { name: 'Style Master & cuộc thi' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Style Master & cuộc thi' })).toBeVisible();
  // An editor moderates posts; the contest is marketing's, so he has no tabs.
  await expect(page.getByRole('link', { name: 'Cuộc thi', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: /^Đang hiện \(\d+\)$/ }).click();
  await expect(page.getByRole('button', { name: /^Đang hiện/ })).toHaveAttribute('aria-pressed', 'true');
  // Newest first, 20 a page: turn the pages until the post is there.
  const row = page.locator(`tr[data-post-id="${postId}"]`);
  for (let i = 0; i < 5 && !(await row.isVisible()); i++) await page.getByRole('button', { name: 'Trang sau' }).click();
  await row.getByRole('button', { name: `Xử lý bài “${title}”` }).click();

  const form = page.getByRole('form', { name: title });
  await expect(form.getByRole('radio', { name: 'Ẩn khỏi trang khách' })).toBeChecked();
  await form.getByLabel('Lý do (bắt buộc, lưu vào lịch sử)').fill('Ảnh trùng với bài của salon khác');
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Ẩn bài' }).click();
  await expect(form.getByRole('status')).toHaveText('Đã lưu.');
  // It left the list of shown posts; its form stays, now offering to show it again.
  await expect(row).toHaveCount(0);
  await expect(form.getByRole('radio', { name: 'Hiện trên trang khách' })).toBeChecked();
  const history = page.getByTestId('entity-history');
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('styleMaster.moderate');
  await photograph(page, `${SHOTS}/style-master-hidden-1366.png`, { fullPage: true });

  // The customer's next load: the post is gone from the list and from the leaderboard.
  await page.goto('/style-master');
  await expect(page.getByTestId('style-post').first()).toBeVisible();
  await expect(page.locator(`[data-testid="style-post"][data-post-id="${postId}"]`)).toHaveCount(0);
  await page.goto('/thong-tin-cuoc-thi/bang-xep-hang');
  await expect(page.getByTestId('style-post').first()).toBeVisible();
  await expect(page.locator(`[data-testid="style-post"][data-post-id="${postId}"]`)).toHaveCount(0);

  // Filtered on hidden posts, the editor finds it with its reason.
  await page.goto('/quan-tri/style-master');
  await page.getByRole('button', { name: /^Đã ẩn \(1\)$/ }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: `Xử lý bài “${title}”` }).click();
  await expect(page.getByRole('form', { name: title })).toContainText('Lý do lần trước: Ảnh trùng với bài của salon khác');
  await expect(page.getByRole('form', { name: title }).getByRole('radio', { name: 'Hiện trên trang khách' })).toBeChecked();
});

test('a content editor adds a hairstyle to a collection: /collections shows it at its next load; removing it takes it off', async ({ page }) => {
  await logIn(page, EDITOR);
  type Collection = { id: number; slug: string; kind: string; published: boolean; title: string; items: { id: number; imagePc: string }[] };
  const list = ((await (await page.request.get('/api/v1/admin/collections')).json()) as { data: Collection[] }).data;
  const target = list.find((c) => c.kind === 'collection' && c.published && c.items.length > 0)!;
  const picture = list.find((c) => c.id !== target.id && c.items.length > 0)!.items[0]!.imagePc;

  await nav(page).getByRole('link', { name: 'Bộ sưu tập & lookbook' }).click();
  await page.getByRole('link', { name: target.title, exact: true }).click();
  const adder = page.getByRole('form', { name: 'Thêm kiểu tóc' });
  await adder.getByLabel('Tên kiểu tóc').fill('Side part Hàn Quốc');
  await adder.getByLabel('Tên tiếng Anh').fill('Korean side part');
  await adder.getByLabel('Mô tả', { exact: true }).fill('Rẽ ngôi lệch, phồng nhẹ phía trước');
  await adder.getByLabel('Phù hợp với (khuôn mặt, chất tóc)').fill('Mặt tròn, tóc mỏng');
  await adder.getByLabel('Ảnh máy tính (đường dẫn /…)').fill(picture);
  await adder.getByLabel('Dịch vụ khi khách đặt lịch kiểu này').selectOption({ index: 1 });
  await adder.getByRole('button', { name: 'Thêm kiểu tóc' }).click();
  // The order lists it last; the history records the change.
  const order = page.getByRole('group', { name: 'Thứ tự các kiểu tóc' });
  await expect(order.getByRole('listitem').last()).toContainText('Side part Hàn Quốc');
  await expect(page.getByTestId('entity-history').getByRole('listitem').first()).toContainText('collection.edit');
  await photograph(page, `${SHOTS}/collection-style-added-1366.png`, { fullPage: true });

  await page.goto(`/collections/${target.slug}`);
  await expect(page.getByTestId('style-card').last().getByRole('heading', { name: 'Side part Hàn Quốc' })).toBeVisible();

  await page.goto(`/quan-tri/bo-suu-tap/${target.id}`);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Xóa “Side part Hàn Quốc” khỏi bộ sưu tập' }).click();
  await expect(page.getByRole('button', { name: 'Xóa “Side part Hàn Quốc” khỏi bộ sưu tập' })).toHaveCount(0);
  await page.goto(`/collections/${target.slug}`);
  await expect(page.getByTestId('style-card')).toHaveCount(target.items.length);
  await expect(page.getByRole('heading', { name: 'Side part Hàn Quốc' })).toHaveCount(0);
});

test('marketing creates a contest starting from the latest one: the contest page shows it once its period runs', async ({ page }) => {
  await logIn(page, CHAIN_ADMIN);
  await page.goto('/quan-tri/style-master/cuoc-thi');
  await page.getByRole('link', { name: 'Tạo cuộc thi' }).click();
  const form = page.getByRole('form', { name: 'Cuộc thi mới' });
  await form.getByLabel('Tên cuộc thi').fill('Style Master mùa Tết');
  await form.getByLabel('Tên tiếng Anh').fill('Style Master Tet season');
  // From an hour ago (Vietnam time) to the end of January: it is the contest running now.
  const local = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 16);
  const start = (await page.evaluate(() => Date.now())) - 3_600_000;
  await form.getByLabel('Bắt đầu (giờ Việt Nam)').fill(local(start));
  await form.getByLabel('Kết thúc (giờ Việt Nam)').fill(local(start + 60 * 86_400_000));
  expect(await seriousViolations(page)).toEqual([]);
  await photograph(page, `${SHOTS}/contest-new-1366.png`, { fullPage: true });
  await form.getByRole('button', { name: 'Tạo cuộc thi' }).click();
  await expect(page.getByRole('form', { name: 'Style Master mùa Tết' })).toBeVisible();
  await expect(page.getByTestId('entity-history').getByRole('listitem')).toHaveCount(1);

  await page.goto('/thong-tin-cuoc-thi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Style Master mùa Tết');
});

test('the games and lookbooks screens at 1366×768 and 1024×768: contest, posts, campaign creation, collections', async ({ page }) => {
  test.setTimeout(300_000);
  await logIn(page, CHAIN_ADMIN);
  const collections = (await (await page.request.get('/api/v1/admin/collections')).json()) as { data: { id: number; items: unknown[] }[] };
  const withStyles = collections.data.find((c) => c.items.length > 1)!;
  const campaignId = ((await (await page.request.get('/api/v1/admin/offers/campaigns')).json()) as { data: { id: number }[] }).data[0]!.id;
  const screens: [string, string][] = [
    ['/quan-tri/style-master/bai-dang', 'Style Master & cuộc thi'],
    ['/quan-tri/style-master/cuoc-thi', 'Style Master & cuộc thi'],
    ['/quan-tri/uu-dai/chien-dich/moi', 'Ưu đãi'],
    ['/quan-tri/bo-suu-tap', 'Bộ sưu tập & lookbook'],
    ['/quan-tri/bo-suu-tap/moi', 'Bộ sưu tập & lookbook'],
    [`/quan-tri/bo-suu-tap/${withStyles.id}`, 'Bộ sưu tập & lookbook'],
    ['/quan-tri/style-master/cuoc-thi/moi', 'Style Master & cuộc thi'],
    [`/quan-tri/uu-dai/chien-dich/${campaignId}`, 'Ưu đãi'],
  ];
  for (const width of [1366, 1024]) {
    await page.setViewportSize({ width, height: 768 });
    for (const [href, heading] of screens) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Đang tải…')).toHaveCount(0);
      if (href.endsWith('bai-dang'))
        await page
          .getByRole('button', { name: /^Xử lý bài / })
          .first()
          .click();
      if (width === 1366) expect(await seriousViolations(page), href).toEqual([]);
      await photograph(page, `${SHOTS}/${href.slice(1).replaceAll('/', '_')}-${width}.png`, { fullPage: true });
    }
  }
});
