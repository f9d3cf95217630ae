import { expect, test } from './fixtures';
import { apiLogin, uniquePhone, useToken } from './support/account';

// Issue 13 (Style Master part): vote and unvote as a logged-in customer, the contest leaderboard follows
// the votes, the top stylists of the month with the month selector, at phone and desktop size.

test('a logged-in customer votes and unvotes; the leaderboard and the contest totals follow', async ({ page, request }, testInfo) => {
  await useToken(page, await apiLogin(request, uniquePhone()));
  // Phone and desktop may run at once on the same server: each votes on its own post.
  const index = testInfo.project.name.includes('desktop') ? 3 : 2;

  await page.goto('/thong-tin-cuoc-thi/bang-xep-hang');
  const board = page.getByTestId('leaderboard');
  const entry = board.getByTestId('style-post').nth(index);
  const postId = await entry.getAttribute('data-post-id');
  const card = board.locator(`[data-post-id="${postId}"]`);
  const button = card.getByTestId('vote-button');
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  const likes = Number(await card.getByTestId('likes').innerText());
  const votes = Number(await page.getByTestId('contest-votes').innerText());

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('likes')).toHaveText(String(likes + 1));
  await expect(page.getByTestId('contest-votes')).toHaveText(String(votes + 1));

  // The server kept it: a fresh page shows the vote as the customer's own.
  await page.goto('/thong-tin-cuoc-thi/bang-xep-hang');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByTestId('likes')).toHaveText(String(likes + 1));

  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByTestId('likes')).toHaveText(String(likes));
  await expect(page.getByTestId('contest-votes')).toHaveText(String(votes));

  // The same vote from the Style Master list, ranked by likes.
  await page.goto('/style-master');
  const posts = page.getByTestId('style-posts').getByTestId('style-post');
  await expect(posts).toHaveCount(12);
  const first = page.getByTestId('style-posts').locator(`[data-post-id="${await posts.nth(index).getAttribute('data-post-id')}"]`);
  const firstLikes = Number(await first.getByTestId('likes').innerText());
  await first.getByTestId('vote-button').click();
  await expect(first.getByTestId('likes')).toHaveText(String(firstLikes + 1));
  await first.getByTestId('vote-button').click();
  await expect(first.getByTestId('likes')).toHaveText(String(firstLikes));
  await page.getByRole('button', { name: 'Xem thêm' }).click();
  await expect(posts).toHaveCount(24);
});

test('top stylists of the month: switch to last month and book with a stylist; a visitor voting is asked to log in', async ({ page }) => {
  await page.goto('/top-tho-cat-trong-thang');
  const list = page.getByTestId('top-stylists');
  await expect(list).toHaveAttribute('data-month', '2026-11');
  await expect(list.getByTestId('top-stylist')).toHaveCount(12);
  const november = await list.getByTestId('top-stylist').first().innerText();

  await page.getByTestId('month-select').selectOption('2026-10');
  await expect(page).toHaveURL(/month=2026-10/);
  await expect(list).toHaveAttribute('data-month', '2026-10');
  await expect(list.getByTestId('top-stylist').first()).not.toHaveText(november);

  const first = list.getByTestId('top-stylist').first();
  await first.getByRole('link', { name: /^Đặt lịch với/ }).click();
  await expect(page).toHaveURL(/\/booking\?salonId=\d+&stylistId=\d+/);

  await page.goto('/style-master');
  await page.getByTestId('vote-button').first().click();
  await expect(page.getByRole('dialog', { name: 'ĐĂNG NHẬP ĐỂ BÌNH CHỌN' })).toBeVisible();
});
