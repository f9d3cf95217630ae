/**
 * The top-up terms (/dieu-khoan-topup), a legal page of the content store like the privacy policy.
 * Figures match the packages sold (seed/membership.ts) and the server's rules (ledger: packages expire,
 * balances never go negative; payments through VNPay). English for a customer who chose ENG.
 */
export const TOPUP_TERMS_PAGE = {
  slug: 'dieu-khoan-topup',
  path: '/dieu-khoan-topup',
  title: 'Điều khoản nạp tiền',
  description:
    'Điều khoản mua gói lượt cắt trả trước và nạp tiền tài khoản Shine: thanh toán, thời hạn sử dụng, hoàn tiền, chuyển nhượng và khi xóa tài khoản.',
  tags: ['pháp lý'],
  related: ['/dieu-kien-giao-dich-chung', '/chinh-sach-bao-mat'],
  body: `*Áp dụng từ ngày 01/11/2026.*

## 1. Phạm vi áp dụng

Điều khoản này áp dụng cho mọi giao dịch mua gói lượt cắt trả trước và nạp tiền vào tài khoản Shine trên website và ứng dụng. Khi bấm thanh toán, anh xác nhận đã đọc và đồng ý với các điều khoản dưới đây.

Tài khoản được xác định bằng số điện thoại anh dùng để đăng nhập. Gói lượt cắt và số dư chỉ thuộc về tài khoản đã thanh toán.

## 2. Gói lượt cắt và số tiền nạp

Gói lượt cắt gồm số lượt mua và số lượt tặng kèm (ví dụ gói 6 + 1: trả tiền 6 lượt, được dùng 7 lượt). Mỗi lượt dùng cho một lần Cắt gội 10 bước tại bất kỳ salon nào của Shine; dịch vụ khác hoặc phần chênh lệch giá được thanh toán tại quầy.

Số tiền nạp tùy chọn từ 50.000 VNĐ đến 10.000.000 VNĐ, là bội số của 10.000 VNĐ, và được dùng để thanh toán mọi dịch vụ, sản phẩm tại salon.

Giá của từng gói được niêm yết tại trang Nạp tiền tài khoản và đã bao gồm thuế giá trị gia tăng.

## 3. Thanh toán và xác nhận

Thanh toán được thực hiện qua cổng VNPay (thẻ ATM nội địa, thẻ quốc tế, ví điện tử, mã QR). Shine không lưu thông tin thẻ của anh.

Lượt cắt hoặc số tiền được cộng vào tài khoản ngay khi Shine nhận được xác nhận thanh toán thành công từ cổng thanh toán. Mỗi giao dịch chỉ được cộng một lần.

Nếu anh đã bị trừ tiền nhưng tài khoản chưa được cộng sau 24 giờ, anh vui lòng gọi hotline 1900 27 27 03 kèm mã đơn để được kiểm tra và xử lý trong 3 ngày làm việc.

## 4. Thời hạn sử dụng

Lượt cắt trong gói có thời hạn ghi trên từng gói, tính từ ngày thanh toán thành công (gói 3 lượt: 90 ngày; gói 6 + 1 lượt: 180 ngày; gói 10 + 2 lượt: 365 ngày). Lượt cắt được dùng theo thứ tự gói hết hạn trước dùng trước.

Hết thời hạn, các lượt chưa dùng sẽ hết hiệu lực và không được quy đổi thành tiền. Ngày hết hạn được hiển thị tại trang Lịch sử giao dịch.

Số tiền nạp vào tài khoản không có thời hạn sử dụng.

## 5. Hoàn tiền

Gói lượt cắt và số tiền đã nạp không được hoàn lại bằng tiền mặt, trừ trường hợp giao dịch bị trừ tiền hai lần hoặc bị lỗi do hệ thống; khi đó Shine hoàn tiền về đúng phương thức thanh toán trong 7 đến 15 ngày làm việc.

Lượt cắt hoặc số dư đã dùng cho một lần cắt bị hủy tại salon sẽ được hoàn lại vào tài khoản của anh.

Nếu Shine ngừng kinh doanh dịch vụ trong gói, phần lượt chưa dùng được hoàn tiền theo giá trung bình mỗi lượt của gói.

## 6. Chuyển nhượng

Lượt cắt và số dư gắn với tài khoản của anh và không được chuyển sang tài khoản khác. Anh có thể dùng lượt cắt khi đi cùng người thân: người thân đặt lịch bằng số điện thoại của anh và anh xác nhận tại quầy.

Không được mua bán, trao đổi lượt cắt hoặc số dư dưới bất kỳ hình thức nào.

## 7. Hạng thành viên

Hạng Silver, Gold, Diamond được xét theo tổng chi tiêu các lần cắt đã hoàn tất trong 6 tháng gần nhất, không tính tiền nạp hay mua gói. Hạng được xét lại mỗi ngày và sau mỗi lần cắt; quyền lợi của hạng áp dụng từ lần đặt lịch tiếp theo.

## 8. Khi xóa tài khoản

Trước khi xóa tài khoản, anh nên dùng hết lượt cắt và số dư. Khi tài khoản bị xóa, lượt cắt và số dư còn lại chấm dứt hiệu lực cùng tài khoản và không được chuyển sang số điện thoại khác.

Nếu anh muốn nhận lại phần số dư tiền nạp chưa dùng, anh liên hệ hotline 1900 27 27 03 trước khi xóa tài khoản; Shine hoàn tiền số dư tiền nạp (không gồm lượt tặng) về tài khoản ngân hàng của anh trong 15 ngày làm việc.

Lịch sử giao dịch được lưu theo quy định về kế toán và thuế, không gắn với số điện thoại của anh sau khi xóa.

## 9. Liên hệ

Mọi thắc mắc về giao dịch, anh gọi hotline 1900 27 27 03 (8h30 - 20h30 các ngày trong tuần) hoặc hỏi lễ tân tại salon.`,
  titleEn: 'Top-up terms',
  descriptionEn: 'Terms of prepaid visit packages and Shine account top-ups: payment, validity, refunds, transfer and account deletion.',
  bodyEn: `*In force from 1 November 2026.*

## 1. Scope

These terms apply to every prepaid visit package and account top-up bought on the Shine website and app. By paying you accept them.

Your account is identified by the phone number you log in with. Packages and balances belong only to the account that paid.

## 2. Packages and amounts

A package holds paid visits plus free visits (e.g. 6 + 1: pay for 6, use 7). Each visit covers one 10-step haircut & wash at any Shine salon; other services or price differences are paid at the counter.

Free top-up amounts range from 50,000 VND to 10,000,000 VND in steps of 10,000 VND and pay for any service or product at the salon.

Package prices are shown on the top-up page and include VAT.

## 3. Payment and confirmation

Payment goes through VNPay (domestic ATM card, international card, e-wallet, QR). Shine does not store your card details.

Visits or money are added as soon as Shine receives the gateway's confirmation of a successful payment. Each transaction is credited once.

If you were charged but nothing was added after 24 hours, call 1900 27 27 03 with your order number; we check and resolve it within 3 working days.

## 4. Validity

Package visits are valid for the period shown on each package, from the day of payment (3 visits: 90 days; 6 + 1: 180 days; 10 + 2: 365 days). Visits expiring first are used first.

Unused visits lapse when their period ends and are not exchanged for money. Expiry dates are shown on the transaction history page.

Money topped up to your account does not expire.

## 5. Refunds

Packages and top-ups are not refunded in cash, except for double charges or system errors; those are refunded to the original payment method within 7 to 15 working days.

Visits or balance used for a visit cancelled at the salon are returned to your account.

If Shine stops offering the service of a package, unused visits are refunded at the package's average price per visit.

## 6. Transfer

Visits and balance belong to your account and cannot be moved to another one. A family member may use your visits when booking with your phone number and you confirm at the counter.

Visits and balances may not be sold or exchanged in any form.

## 7. Member tiers

Silver, Gold and Diamond follow the total spend of your completed visits over the last 6 months, not top-ups or package purchases. Tiers are reviewed every day and after each visit; perks apply from your next booking.

## 8. Account deletion

Use your visits and balance before deleting your account. When the account is deleted, remaining visits and balance end with it and cannot move to another phone number.

To get unused topped-up money back, call 1900 27 27 03 before deleting your account; Shine refunds the topped-up balance (not free visits) to your bank account within 15 working days.

Transaction records are kept as accounting and tax rules require, no longer linked to your phone number.

## 9. Contact

For any question about a transaction, call 1900 27 27 03 (8:30 - 20:30 every day) or ask the salon reception.`,
};
