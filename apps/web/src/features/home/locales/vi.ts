// Texts of the privacy consent modal (namespace 'consent'), loaded with the modal's chunk.
// A change of `text` or `agree` is a new version of the consent text: add it to CONSENT_TEXT_VERSIONS (ADR 012).
export const vi = {
  title: 'Bảo vệ dữ liệu cá nhân',
  text: '{product} dùng số điện thoại và thông tin đặt lịch của anh để giữ chỗ, nhắc lịch và chăm sóc anh sau mỗi lần cắt, theo Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15 và Nghị định 356/2025/NĐ-CP. Anh đánh dấu ô bên dưới nếu đồng ý.',
  policy: 'Xem chính sách bảo mật',
  agree: 'Tôi đồng ý để {product} xử lý dữ liệu cá nhân của tôi cho các mục đích trên',
};

export type ConsentTexts = typeof vi;
