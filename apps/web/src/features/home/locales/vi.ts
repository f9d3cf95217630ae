// Texts of the privacy consent modal (namespace 'consent'), loaded with the modal's chunk.
export const vi = {
  title: 'Bảo vệ dữ liệu cá nhân',
  text: '{product} dùng số điện thoại và thông tin đặt lịch của anh để giữ chỗ, nhắc lịch và chăm sóc anh sau mỗi lần cắt, theo Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân.',
  policy: 'Xem chính sách bảo mật',
  agree: 'Tôi đồng ý để {product} xử lý dữ liệu cá nhân của tôi cho các mục đích trên',
};

export type ConsentTexts = typeof vi;
