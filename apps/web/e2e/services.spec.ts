import { BOTH_SIZES, expect, test } from './fixtures';

// Steps 2 and 3 of the booking wizard (spec §2 'Service list', 'Service detail', 'Sticky bar',
// 'Suggest-service popup'; §4 'Service selection'; §5 service and search rows) on the demo catalogue.
const STEP_2 = '/booking?phone=0905939123&salonId=1&step=2';

test.beforeEach(async ({ page }) => {
  await page.goto(STEP_2);
  await expect(page.getByTestId('service-step')).toBeVisible();
  await expect(page.getByTestId('service-group').first()).toBeVisible();
});

test('search: empty box error, no results, accent-insensitive text and quoted chips', async ({ page }) => {
  const box = page.getByTestId('service-search');
  await box.press('Enter');
  await expect(page.getByText('Anh vui lòng điền đủ ký tự trước khi bấm tìm kiếm nhé')).toBeVisible();

  await box.fill('khong co dich vu nay');
  await box.press('Enter');
  await expect(page.getByText('Không có dữ liệu')).toBeVisible();

  await box.fill('lay ray tai');
  await page.getByRole('button', { name: 'Tìm kiếm' }).last().click();
  await expect(page.getByTestId('service-result-count')).toHaveText('2 kết quả');
  await expect(page.getByRole('heading', { name: 'Lấy ráy tai êm' })).toBeVisible();

  await page.getByRole('button', { name: 'Uốn nhuộm', exact: true }).click();
  await expect(box).toHaveValue('"Uốn nhuộm"');
  await expect(page.getByRole('heading', { name: 'Uốn Hàn Quốc K-perm' })).toBeVisible();

  await page.getByRole('button', { name: 'Xóa tìm kiếm' }).click();
  await expect(page.getByRole('heading', { name: 'Cắt gội xả' })).toBeVisible();
  await expect(page.getByTestId('genz-notice')).toContainText('60.000 VNĐ');
});

test('versions flash until one is picked; sticky bar totals, removes and enables Done; the suggest popup', BOTH_SIZES, async ({ page }) => {
  const done = page.getByTestId('service-done');
  await expect(done).toBeDisabled();
  await expect(page.getByText('Mời anh chọn dịch vụ để chọn giờ cắt')).toBeVisible();

  const combo = page.locator('[data-testid=service-group][data-group-id="10"]');
  await combo.getByTestId('group-add').click();
  await expect(page.getByTestId('selected-count')).toHaveText(/Đã chọn 0 dịch vụ/);

  await combo.getByRole('radio', { name: /Tiêu chuẩn/ }).click();
  await combo.getByTestId('group-add').click();
  await expect(page.getByTestId('selected-count')).toHaveText(/Đã chọn 1 dịch vụ/);
  await expect(page.getByTestId('service-total')).toHaveText('100.000 VNĐ');
  await expect(page.getByTestId('service-old-total')).toHaveText('120.000 VNĐ');
  await expect(done).toBeEnabled();

  // 'Other services' is collapsed until opened.
  await expect(page.getByRole('heading', { name: 'Lấy ráy tai' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Dịch vụ khác' }).click();
  await expect(page.getByRole('heading', { name: 'Lấy ráy tai' })).toBeVisible();

  // The expandable list removes a service.
  await page.getByTestId('selected-count').click();
  await page.getByRole('button', { name: 'Bỏ Cắt gội 10 bước' }).click();
  await expect(page.getByTestId('selected-count')).toHaveText(/Đã chọn 0 dịch vụ/);
  await expect(done).toBeDisabled();

  // Rule 'equals 101' offers the ear cleaning with its price.
  await combo.getByTestId('group-add').click();
  await done.click();
  const popup = page.getByTestId('suggest-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Lấy ráy tai êm');
  await expect(popup).toContainText('30.000 VNĐ');
  await page.getByTestId('suggest-use').click();
  await expect(page.getByTestId('service-step')).toHaveCount(0);
});

test('detail: border animation without a version, version with add-on, removing the parent removes the add-on', async ({ page }) => {
  await page.locator('[data-testid=service-group][data-group-id="20"]').getByRole('button', { name: 'Xem chi tiết', exact: true }).click();
  const detail = page.getByTestId('service-detail');
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Uốn tóc nam chuẩn Hàn' })).toBeVisible();
  await expect(page.getByTestId('detail-banners').locator('img').first()).toBeVisible();

  await page.getByTestId('detail-add').click();
  await expect(detail).toBeVisible();

  await detail.getByRole('radio', { name: /K-perm/ }).check();
  await detail.getByRole('checkbox', { name: /Hấp dầu phục hồi/ }).check();
  await page.getByTestId('detail-add').click();
  await expect(page.getByTestId('service-detail')).toHaveCount(0);
  await expect(page.getByTestId('selected-count')).toHaveText(/Đã chọn 2 dịch vụ/);
  await expect(page.getByTestId('service-total')).toHaveText('598.000 VNĐ');

  await page.getByTestId('selected-count').click();
  await page.getByRole('button', { name: 'Bỏ Uốn Hàn Quốc K-perm' }).click();
  await expect(page.getByTestId('selected-count')).toHaveText(/Đã chọn 0 dịch vụ/);
});

test('ENG changes only the service screens and is remembered', async ({ page }) => {
  await page.getByRole('button', { name: 'Lưới 2 cột' }).click();
  await page.getByRole('button', { name: 'ENG' }).click();
  await expect(page.getByRole('heading', { name: 'Haircut & wash', level: 2 })).toBeVisible();
  await expect(page.getByTestId('service-done')).toHaveText('Done');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Haircut & wash', level: 2 })).toBeVisible();
  await page.getByTestId('service-search').press('Enter');
  await expect(page.getByText('Please enter valid input')).toBeVisible();
  await page.getByRole('button', { name: 'VIE' }).click();
  await expect(page.getByRole('heading', { name: 'Cắt gội xả', level: 2 })).toBeVisible();
});

test('ENG: steps 2-5 are wholly English (titles, versions, tags, count, offers); step 0 and VIE show no English', async ({ page }) => {
  await page.getByRole('button', { name: 'ENG' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose services');
  const combo = page.locator('[data-testid=service-group][data-group-id="10"]');
  await expect(combo.getByRole('radio', { name: /^Standard/ })).toBeVisible();
  await expect(combo).toContainText('Best seller');
  await combo.getByRole('radio', { name: /^Standard/ }).click();
  await combo.getByTestId('group-add').click();
  await expect(page.getByTestId('selected-count')).toHaveText('1 service selected');
  await expect(page.getByTestId('voucher-row')).toHaveText('OfferChoose');
  await page.locator('[data-testid=service-group][data-group-id="31"]').getByTestId('group-add').click();
  await expect(page.getByTestId('selected-count')).toHaveText('2 services selected');

  await page.getByTestId('voucher-row').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offers from Shine');
  const offer = page.locator('[data-testid=voucher-item][data-campaign-id="4"]');
  await expect(offer).toContainText('50% off skin care with a haircut');
  await expect(page.getByRole('tab', { name: 'Salon offers' })).toBeVisible();
  await offer.getByRole('button', { name: 'Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offer details');
  await expect(page.getByTestId('voucher-detail')).toContainText('50% off skin care with a haircut');
  await page.getByTestId('voucher-choose').click();
  await expect(page.getByTestId('voucher-row')).toContainText('50% off skin care with a haircut');

  // Two services match no suggest rule: Done leads to step 0, which speaks the site's Vietnamese.
  await page.getByTestId('service-done').click();
  const block = page.getByTestId('block-services');
  await expect(block).toContainText('Cắt gội 10 bước');
  await expect(block).toContainText('Giảm 50% chăm sóc da khi cắt gội');
  await expect(block).not.toContainText('10-step');
  await expect(block).not.toContainText('50% off');

  await page.getByTestId('open-services').click();
  await page.getByRole('button', { name: 'VIE' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chọn dịch vụ');
  await expect(page.getByTestId('selected-count')).toHaveText('Đã chọn 2 dịch vụ');
  await expect(page.getByTestId('voucher-row')).toContainText('Giảm 50% chăm sóc da khi cắt gội');
  const body = page.locator('body');
  for (const english of ['Standard', 'Best seller', 'service selected', 'services selected', '10-step', '50% off', 'Offer', 'Done']) {
    await expect(body).not.toContainText(english);
  }
});
