import { describe, expect, it } from 'vitest';
import { en } from './en';
import { catalogues, isMessageKey, translate, type MessageKey } from './translate';
import { vi } from './vi';

// Every quoted user-facing text of spec sections 2, 4, 5, 8 and 9, copied from the spec.
const SPEC_TEXTS = [
  // §2
  'Tin tức mới nhất về {product}',
  'Thông tin đặt lịch',
  'Bạn chưa đặt lịch!',
  'Đặt lịch giữ chỗ',
  'Chọn salon',
  'Chọn dịch vụ',
  'Ưu đãi từ {product}',
  'Chi tiết ưu đãi',
  'Chia sẻ mong muốn',
  'Hoàn tất',
  'Chốt giờ cắt',
  'Áp dụng ưu đãi',
  'Bỏ qua',
  'Chon ngay, gio & stylist',
  'ANH CHAC CHAN CHON SALON {name}',
  'HUY',
  'TIEP TUC',
  'Dung them',
  'Bo qua',
  'Chon uu dai',
  'Xem chi tiết',
  // §4
  'Đăng nhập thành công!',
  'Đặt mật khẩu thành công!',
  'Đăng xuất thành công!',
  'Đồng ý và tiếp tục',
  'Lịch đặt đã hủy',
  'Đổi lịch',
  // §5
  'Mời anh nhập số điện thoại!',
  'Anh nhập đủ 10 số giúp em nhé!',
  'Sai số điện thoại! Anh nhập lại đúng giúp em nhé!',
  'Anh nhập số điện thoại hợp lệ giúp em nhé!',
  'Anh vui lòng nhập đủ 10 số điện thoại nhé!',
  'Anh vui lòng nhập số điện thoại hợp lệ giúp em nhé!',
  'Lỗi',
  'Số điện thoại sai định dạng.',
  'Mật khẩu sai định dạng.',
  'Mật khẩu phải là số và 6 kí tự.',
  'Mã xác nhận sai định dạng.',
  'Mã xác minh là số và 6 kí tự.',
  'Mã xác minh là số và có 6 kí tự',
  'Anh nhập tên hợp lệ giúp em nhé!',
  'Mời anh chọn dịch vụ để chọn giờ cắt',
  'Một số dịch vụ đã ngừng bán, anh vui lòng chọn lại dịch vụ',
  'Anh vui lòng chọn salon trước để xem lịch còn trống ạ!',
  'Mời anh chọn giờ cắt để tiếp tục đặt lịch',
  'Anh vui long dien du ky tu truoc khi bam tim kiem nhe',
  'Anh da chon khong chua ma QR, ma bi nho hoac mo. Anh vui long chon mot anh khac hoac su dung chuc nang quet bang may anh.',
  'Anh vui lòng nhập thông tin này nhé',
  'VÍ DỤ: 0905 939 XXX',
  'ANH ĐÃ CÓ LỊCH ĐẶT, ANH VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH',
  // §8
  'Mã xác nhận không chính xác.',
  'Hệ thống bị gián đoạn xin vui lòng thử lại sau!',
  'Kiểm tra SMS để lấy OTP đăng nhập.',
  'Kiểm tra Zalo...',
  'Đợi cuộc gọi tự động...',
  'Hệ thống gián đoạn, vui lòng thực hiện lại',
  'Thông báo',
  'Mã Xác Nhận Không Chính Xác!',
  'Đặt lịch thành công!',
  'Thông Báo',
  'Có lỗi xảy ra, vui lòng thử lại sau!',
  'Đặt Lịch Thành Công!',
  'Hủy Lịch Thành Công!',
  'Hủy Lịch',
  'Lịch Không Tồn Tại!',
  'Stylist {day} bận, Mời anh chọn stylist khác!',
  'ĐỒNG Ý',
  'Stylist hôm nay bận',
  'Hôm nay stylist bận, anh vui lòng chọn ngày khác hoặc stylist khác',
  '{day} salon hết lịch mất rồi, anh chọn giúp em ngày khác hoặc salon khác nhé!',
  'Thong bao!',
  'Co loi xay ra, anh vui long thu lai sau!',
  'Lay ma thanh cong!',
  'Hiện tại không có salon nào ở đây',
  'Chưa có cơ sở',
  'Không có salon nào gần anh, vui lòng thử lại sau!',
  'Không có salon nào gần đây, vui lòng thử lại sau!',
  'Anh chưa cho phép quyền truy cập vị trí, anh mở quyền hoặc tìm theo tỉnh thành nhé!',
  'Anh đang khóa quyền truy cập vị trí, anh tìm salon theo thành phố bên dưới nhé!',
  'Không có dữ liệu',
  'Cảm ơn anh đã cập nhật thông tin!',
  // §9
  'Đang xếp Stylist',
  'Đang xếp Skinner',
];

// The texts the spec abbreviates or quotes without their accents, and what the customer reads in their place.
const SHOWN_AS: Record<string, string> = {
  'Chon ngay, gio & stylist': 'Chọn ngày, giờ & stylist',
  'ANH CHAC CHAN CHON SALON {name}': 'ANH CHẮC CHẮN CHỌN SALON {name}',
  HUY: 'HỦY',
  'TIEP TUC': 'TIẾP TỤC',
  'Anh vui long dien du ky tu truoc khi bam tim kiem nhe': 'Anh vui lòng điền đủ ký tự trước khi bấm tìm kiếm nhé',
  'Dung them': 'Dùng thêm',
  'Bo qua': 'Bỏ qua',
  'Chon uu dai': 'Chọn ưu đãi',
  'Anh da chon khong chua ma QR, ma bi nho hoac mo. Anh vui long chon mot anh khac hoac su dung chuc nang quet bang may anh.':
    'Ảnh đã chọn không chứa mã QR, mã bị nhỏ hoặc mờ. Anh vui lòng chọn một ảnh khác hoặc sử dụng chức năng quét bằng máy ảnh.',
  'Thong bao!': 'Thông báo!',
  'Co loi xay ra, anh vui long thu lai sau!': 'Có lỗi xảy ra, anh vui lòng thử lại sau!',
  'Lay ma thanh cong!': 'Lấy mã thành công!',
  'Kiểm tra Zalo...': 'Kiểm tra Zalo để lấy OTP đăng nhập.',
};

// English the spec itself gives for some labels.
const SPEC_ENGLISH: Partial<Record<MessageKey, string>> = {
  'service.searchEmpty': 'Please enter valid input',
  'service.suggestUse': 'Use more',
  'service.suggestSkip': 'Skip',
  'service.otherServices': 'Other services',
  'service.usedServices': 'Used services',
  'service.seeMore': 'See more',
  'service.seeLess': 'See less',
  'booking.chooseAnotherStylist': 'Choose another stylist',
  'date.today': 'Today',
  'date.tomorrow': 'Tomorrow',
  'date.dayAfter': 'Day after',
};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('spec §2 §4 §5 §8 §9: every quoted Vietnamese text is in the vi catalogue, verbatim or as shown in its place', () => {
    const values = new Set(Object.values(vi));
    const missing = SPEC_TEXTS.map((text) => SHOWN_AS[text] ?? text).filter((text) => !values.has(text));
    expect(missing).toEqual([]);
  });

  it('spec §5 Search: where the spec gives English it is the en text', () => {
    for (const [key, text] of Object.entries(SPEC_ENGLISH)) {
      expect(en[key as MessageKey], key).toBe(text);
    }
  });

  it('spec §9 Languages vi and en: both catalogues have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(vi).sort());
  });

  it('spec §9 Languages vi and en: both languages use the same placeholders and no text is empty', () => {
    for (const key of Object.keys(vi) as MessageKey[]) {
      expect(placeholders(en[key]), key).toEqual(placeholders(vi[key]));
      expect(vi[key].trim(), key).not.toBe('');
      expect(en[key].trim(), key).not.toBe('');
    }
  });

  it('spec §2 Titles: {product} defaults to Shine and can be replaced by the brand name', () => {
    expect(translate('vi', 'step.campaigns')).toBe('Ưu đãi từ Shine');
    expect(translate('vi', 'news.title', { product: '30Shine' })).toBe('Tin tức mới nhất về 30Shine');
    expect(translate('en', 'step.campaigns')).toBe('Offers from Shine');
  });

  it('spec §8 Stylist busy: {day} and {name} placeholders are filled', () => {
    expect(translate('vi', 'booking.stylistBusy', { day: 'ngày mai' })).toBe('Stylist ngày mai bận, Mời anh chọn stylist khác!');
    expect(translate('vi', 'booking.confirmBackupSalon', { name: '82 Trần Đại Nghĩa' })).toBe('ANH CHẮC CHẮN CHỌN SALON 82 Trần Đại Nghĩa');
  });

  it('spec §8 Salon out of slots: a placeholder without a value stays visible', () => {
    expect(translate('vi', 'booking.salonFull')).toBe(vi['booking.salonFull']);
  });

  it('spec §9 Languages: keys are recognised and each language has its catalogue', () => {
    expect(isMessageKey('phone.home.length')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
    expect(catalogues.vi).toBe(vi);
    expect(catalogues.en).toBe(en);
  });
});
