/** The stand-alone pages of the content store: about, legal texts and campaign landings (hand-written). */
const COMPANY = 'Công ty Cổ phần Shine Việt Nam';
const HOTLINE = '1900 27 27 03';
const EMAIL = 'baomatdulieu@shine.vn';

export const ABOUT_PAGE = {
  slug: 'about',
  path: '/about',
  kind: 'article' as const,
  topic: 'company',
  title: 'Về Shine',
  description: 'Shine là chuỗi salon tóc nam với quy trình cắt gội 10 bước, đặt lịch online giữ chỗ trong 30 giây và đội ngũ stylist được đào tạo bài bản.',
  tags: ['giới thiệu'],
  related: ['/kien-thuc-dich-vu/cat-goi-10-buoc', '/kieu-toc', '/giay-phep-giao-duc-nghe-nghiep'],
  body: `Shine ra đời từ một câu hỏi đơn giản: vì sao một lần cắt tóc của nam giới lại phải chờ đợi, may rủi và mỗi lần một khác? Chúng tôi xây dựng một chuỗi salon nơi anh đặt lịch trước, đến đúng giờ là được phục vụ, và kiểu tóc lần sau vẫn giống lần trước vì stylist đã ghi lại.

## Điều chúng tôi làm

- **Cắt gội 10 bước**: tư vấn, cắt, gội, massage, cạo mặt và tạo kiểu trong một lượt ngồi ghế, khoảng 45 phút.
- **Đặt lịch trong 30 giây**: chọn salon, dịch vụ, stylist và giờ trên website; nhận xác nhận qua Zalo hoặc tin nhắn.
- **Uốn, nhuộm, chăm sóc da**: các dịch vụ kỹ thuật dùng sản phẩm có nguồn gốc rõ ràng, thử dị ứng trước khi làm.

## Cam kết với khách hàng

1. Đúng giờ: đến đúng lịch hẹn, anh được phục vụ ngay hoặc chỉ chờ vài phút.
2. Minh bạch: giá niêm yết trên website và tại quầy, không phát sinh chi phí khi anh chưa đồng ý.
3. Bảo hành: nếu chưa ưng kiểu tóc, anh quay lại trong 7 ngày để được chỉnh sửa miễn phí.
4. An toàn: dụng cụ được khử trùng sau mỗi khách, lưỡi dao cạo dùng một lần.

## Con người

Mỗi stylist của Shine học nghề tại học viện của chuỗi theo chương trình được cấp phép đào tạo nghề (xem [giấy phép giáo dục nghề nghiệp](/giay-phep-giao-duc-nghe-nghiep)), thực hành có người hướng dẫn trước khi nhận khách, và được đánh giá lại tay nghề định kỳ dựa trên phản hồi của khách.

## Liên hệ

Hotline ${HOTLINE} (8h30-20h30 mỗi ngày). Tìm salon gần nhất tại [hệ thống salon](/system-salon).`,
};

export const LEGAL_PAGES = [
  {
    slug: 'chinh-sach-bao-mat',
    path: '/chinh-sach-bao-mat',
    title: 'Chính sách bảo mật',
    description:
      'Shine thu thập dữ liệu cá nhân nào, để làm gì, lưu trong bao lâu, và cách anh thực hiện quyền của chủ thể dữ liệu theo Nghị định 13/2023/NĐ-CP, kể cả xóa tài khoản.',
    tags: ['pháp lý'],
    related: ['/dieu-kien-giao-dich-chung'],
    body: `Chính sách này giải thích cách ${COMPANY} ("Shine", "chúng tôi") xử lý dữ liệu cá nhân của khách hàng khi sử dụng website, ứng dụng và dịch vụ tại salon, phù hợp với Nghị định 13/2023/NĐ-CP về bảo vệ dữ liệu cá nhân và Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15. Shine là bên kiểm soát và xử lý dữ liệu đối với các dữ liệu nêu dưới đây.

## 1. Dữ liệu chúng tôi thu thập

| Dữ liệu | Khi nào | Bắt buộc? |
|---|---|---|
| Số điện thoại | Khi anh đặt lịch hoặc đăng nhập | Có, để giữ chỗ và gửi mã xác nhận |
| Họ tên | Khi anh cập nhật tài khoản hoặc đặt lịch | Không |
| Vị trí (tọa độ hoặc địa chỉ đã lưu) | Khi anh cho phép trình duyệt chia sẻ vị trí hoặc lưu địa chỉ để tìm salon gần nhất, đặt dịch vụ tại nhà | Không |
| Ảnh | Khi anh tải ảnh kiểu tóc tham khảo lên lúc đặt lịch | Không |
| Lịch sử sử dụng dịch vụ | Khi anh sử dụng dịch vụ tại salon | Có, để bảo hành và tư vấn |
| Thông tin thiết bị, nhật ký truy cập | Khi anh truy cập website | Có, để bảo đảm an toàn hệ thống |

Chúng tôi không thu thập dữ liệu cá nhân nhạy cảm như tình trạng sức khỏe, tôn giáo, dữ liệu sinh trắc học. Ảnh anh tải lên được xử lý lại để loại bỏ thông tin vị trí (EXIF, GPS) trước khi lưu.

## 2. Mục đích xử lý

- Giữ chỗ, xác nhận, nhắc và thay đổi lịch hẹn.
- Gửi mã xác thực đăng nhập qua Zalo hoặc tin nhắn SMS.
- Gợi ý salon gần anh khi anh cho phép dùng vị trí.
- Giúp stylist hiểu kiểu tóc anh mong muốn qua ảnh tham khảo.
- Bảo hành dịch vụ, xử lý khiếu nại, tích điểm và ưu đãi thành viên.
- Phát hiện, ngăn chặn gian lận và bảo đảm an ninh hệ thống.

Chúng tôi chỉ gửi tin nhắn quảng cáo khi anh đồng ý và anh có thể từ chối bất kỳ lúc nào.

## 3. Cơ sở xử lý

Dữ liệu được xử lý trên cơ sở sự đồng ý của anh (hộp kiểm đồng ý khi đặt lịch lần đầu) và để thực hiện hợp đồng dịch vụ giữa anh và Shine. Sự đồng ý có thể được rút lại; việc rút lại không ảnh hưởng đến tính hợp pháp của việc xử lý đã thực hiện trước đó.

## 4. Thời gian lưu trữ

- Tài khoản và lịch sử dịch vụ: trong suốt thời gian anh sử dụng tài khoản và 24 tháng kể từ lần sử dụng dịch vụ cuối cùng, sau đó được xóa hoặc ẩn danh.
- Ảnh kiểu tóc tham khảo: 90 ngày sau ngày hẹn.
- Vị trí: tọa độ dùng để tìm salon không được lưu; địa chỉ anh tự lưu được giữ đến khi anh xóa.
- Chứng từ thanh toán: theo thời hạn lưu trữ chứng từ kế toán của pháp luật.
- Nhật ký truy cập: 12 tháng.

## 5. Chia sẻ dữ liệu

Chúng tôi không bán dữ liệu cá nhân. Dữ liệu chỉ được chia sẻ với: nhà cung cấp dịch vụ gửi tin nhắn (Zalo, nhà mạng) để chuyển mã xác thực và thông báo lịch hẹn; đơn vị cổng thanh toán khi anh thanh toán trực tuyến; cơ quan nhà nước có thẩm quyền khi pháp luật yêu cầu. Các bên nhận dữ liệu phải cam kết bảo mật bằng hợp đồng.

## 6. Quyền của anh

Theo Điều 9 Nghị định 13/2023/NĐ-CP, anh có quyền:

1. Được biết về hoạt động xử lý dữ liệu cá nhân của mình.
2. Đồng ý hoặc không đồng ý, và rút lại sự đồng ý.
3. Truy cập, xem và yêu cầu chỉnh sửa dữ liệu của mình.
4. Yêu cầu xóa dữ liệu, hạn chế xử lý dữ liệu.
5. Yêu cầu cung cấp dữ liệu cá nhân của mình.
6. Phản đối việc xử lý dữ liệu, kể cả cho mục đích quảng cáo.
7. Khiếu nại, tố cáo, khởi kiện và yêu cầu bồi thường thiệt hại theo quy định.

## 7. Cách thực hiện quyền

- **Xem và sửa**: đăng nhập, mở mục tài khoản để xem lịch sử và sửa họ tên.
- **Xóa tài khoản**: vào trang [xóa tài khoản](/delete-account), xác nhận bằng mã gửi tới số điện thoại. Tài khoản, địa chỉ đã lưu, ảnh và lịch hẹn sắp tới bị xóa; phiên đăng nhập trên mọi thiết bị kết thúc ngay.
- **Các yêu cầu khác** (cung cấp bản sao dữ liệu, phản đối, rút đồng ý): gọi hotline ${HOTLINE} hoặc gửi thư tới ${EMAIL} từ số điện thoại hoặc email gắn với tài khoản.

Chúng tôi phản hồi yêu cầu trong vòng 72 giờ và hoàn tất yêu cầu xóa dữ liệu trong thời hạn pháp luật quy định. Để bảo vệ anh, chúng tôi sẽ xác minh danh tính người yêu cầu trước khi thực hiện.

## 8. Bảo mật

Dữ liệu được truyền qua kết nối mã hóa (TLS), mật khẩu và phiên đăng nhập được lưu dưới dạng băm, quyền truy cập của nhân viên được giới hạn theo nhu cầu công việc và ghi nhật ký. Khi xảy ra vi phạm dữ liệu cá nhân, Shine thông báo cho cơ quan chuyên trách bảo vệ dữ liệu cá nhân (Cục An ninh mạng và phòng, chống tội phạm sử dụng công nghệ cao, Bộ Công an) trong vòng 72 giờ và thông báo cho khách hàng bị ảnh hưởng.

## 9. Cookie

Website dùng cookie cần thiết để duy trì đăng nhập, ghi nhớ sự đồng ý và số điện thoại đặt lịch (khoảng 3 năm), cùng mã theo dõi ẩn danh để đo lường chất lượng dịch vụ. Anh có thể xóa cookie trong cài đặt trình duyệt.

## 10. Trẻ em

Dịch vụ cắt tóc trẻ em được đặt bởi cha mẹ hoặc người giám hộ; chúng tôi không tạo tài khoản cho trẻ em và chỉ xử lý dữ liệu của trẻ khi có sự đồng ý của cha mẹ hoặc người giám hộ.

## 11. Liên hệ

${COMPANY}. Hotline ${HOTLINE}, email ${EMAIL}. Chính sách có hiệu lực từ ngày đăng; khi thay đổi nội dung quan trọng, chúng tôi thông báo trên website trước khi áp dụng.`,
  },
  {
    slug: 'dieu-kien-giao-dich-chung',
    path: '/dieu-kien-giao-dich-chung',
    title: 'Điều kiện giao dịch chung',
    description: 'Điều kiện đặt lịch, thay đổi, hủy lịch, thanh toán, ưu đãi, bảo hành và giải quyết khiếu nại khi sử dụng dịch vụ tại các salon Shine.',
    tags: ['pháp lý'],
    related: ['/chinh-sach-bao-mat'],
    body: `Điều kiện giao dịch chung này áp dụng cho mọi giao dịch giữa khách hàng và ${COMPANY} khi đặt lịch trên website, ứng dụng, qua hotline hoặc tại salon. Khi đặt lịch, anh xác nhận đã đọc và đồng ý với các điều kiện dưới đây.

## 1. Đặt lịch

- Anh đặt lịch bằng số điện thoại chính chủ; mỗi số điện thoại có một lịch hẹn sắp tới tại một thời điểm. Đặt lại khi đã có lịch là thay đổi lịch cũ.
- Một số lịch cần xác nhận bằng mã gửi qua Zalo hoặc SMS; lịch chưa xác nhận được giữ chỗ trong vài phút rồi tự hủy.
- Lịch hẹn được giữ 10 phút sau giờ hẹn. Quá thời gian này, salon có thể phục vụ khách khác và xếp anh vào khung giờ trống gần nhất.

## 2. Thay đổi và hủy lịch

Anh có thể đổi giờ, đổi salon hoặc hủy lịch miễn phí trên website trước giờ hẹn. Shine có thể đề nghị đổi lịch khi salon tạm đóng cửa hoặc stylist nghỉ đột xuất; khi đó chúng tôi báo trước và gợi ý salon hoặc giờ thay thế.

## 3. Giá và thanh toán

- Giá dịch vụ niêm yết trên website và tại quầy, đã bao gồm thuế giá trị gia tăng. Giá có thể khác nhau giữa các salon và vào ngày lễ, Tết; giá hiển thị khi anh chọn dịch vụ là giá áp dụng.
- Anh thanh toán sau khi sử dụng dịch vụ bằng tiền mặt, thẻ, ví điện tử hoặc số dư tài khoản thành viên.
- Dịch vụ phát sinh tại salon chỉ được thực hiện khi anh đồng ý và được báo giá trước.

## 4. Ưu đãi

Mỗi ưu đãi có điều kiện, thời hạn và số lượt riêng được ghi trên ưu đãi. Ưu đãi không quy đổi thành tiền, không cộng dồn trừ khi có ghi chú khác. Shine có quyền từ chối ưu đãi được nhận bằng hình thức gian lận.

## 5. Bảo hành

Nếu chưa hài lòng với kiểu tóc, anh quay lại bất kỳ salon nào trong 7 ngày để được chỉnh sửa miễn phí. Dịch vụ uốn, nhuộm được bảo hành 15 ngày với lỗi kỹ thuật (nếp không đều, màu loang) khi anh đã chăm sóc theo hướng dẫn.

## 6. Trách nhiệm của khách hàng

Anh cung cấp thông tin đặt lịch chính xác, báo cho nhân viên về tình trạng dị ứng, bệnh da đầu hoặc vết thương trước khi làm dịch vụ, và giữ gìn tài sản cá nhân trong salon.

## 7. Khiếu nại

Mọi phản hồi xin gửi qua hotline ${HOTLINE} (8h30-20h30 hằng ngày) hoặc trực tiếp tại salon. Chúng tôi xác nhận trong 24 giờ và giải quyết trong 7 ngày làm việc. Tranh chấp không thương lượng được sẽ giải quyết theo pháp luật Việt Nam, tại tòa án có thẩm quyền.

## 8. Dữ liệu cá nhân

Việc xử lý dữ liệu cá nhân tuân theo [Chính sách bảo mật](/chinh-sach-bao-mat).`,
  },
  {
    slug: 'giay-phep-giao-duc-nghe-nghiep',
    path: '/giay-phep-giao-duc-nghe-nghiep',
    title: 'Giấy phép giáo dục nghề nghiệp',
    description: 'Thông tin về hoạt động đào tạo nghề cắt tóc, tạo mẫu tóc của Shine Academy: ngành nghề, trình độ, thời gian đào tạo và cơ quan cấp phép.',
    tags: ['pháp lý', 'đào tạo'],
    related: ['/about'],
    body: `Shine Academy là cơ sở đào tạo nghề trực thuộc ${COMPANY}, tổ chức đào tạo trình độ sơ cấp nghề cắt tóc và tạo mẫu tóc nam theo Luật Giáo dục nghề nghiệp.

## Thông tin đăng ký hoạt động

| Nội dung | Thông tin |
|---|---|
| Tên cơ sở | Shine Academy - Trung tâm đào tạo nghề tóc nam |
| Đơn vị chủ quản | ${COMPANY} |
| Loại giấy tờ | Giấy chứng nhận đăng ký hoạt động giáo dục nghề nghiệp |
| Cơ quan cấp | Sở quản lý giáo dục nghề nghiệp tại địa phương nơi đặt trụ sở đào tạo |
| Trình độ | Sơ cấp |
| Ngành nghề | Cắt tóc nam; Tạo mẫu và chăm sóc tóc |

Bản chụp giấy chứng nhận được niêm yết tại trụ sở học viện; khách hàng và học viên có thể đề nghị xem bản chính tại quầy lễ tân.

## Chương trình đào tạo

- **Cắt tóc nam cơ bản** (3 tháng): kỹ thuật kéo, tông đơ, fade, quy trình gội và cạo mặt an toàn.
- **Tạo mẫu tóc nâng cao** (2 tháng): uốn, nhuộm, tẩy, phục hồi và tư vấn kiểu tóc theo khuôn mặt.
- **Thực hành tại salon** (1 tháng): phục vụ khách thật dưới sự hướng dẫn của stylist chính.

Học viên hoàn thành chương trình và đạt bài kiểm tra cuối khóa được cấp chứng chỉ sơ cấp theo quy định.

## Tuyển sinh

Đối tượng từ đủ 16 tuổi, có sức khỏe phù hợp. Thông tin tuyển sinh và học phí được công bố tại [trang tuyển dụng](/recruitment) và qua hotline ${HOTLINE}.`,
  },
];

export const CAMPAIGN_PAGES = [
  {
    slug: '1',
    path: '/phong-an-ve-dep-trai/1',
    topic: 'campaign',
    title: 'Phong ấn vẻ đẹp trai: diện mạo mới cho mùa cuối năm',
    description: 'Chương trình tư vấn và tạo kiểu miễn phí cho mùa tiệc cuối năm: chọn kiểu tóc theo khuôn mặt, chụp ảnh trước và sau tại salon.',
    tags: ['chương trình'],
    related: ['/kieu-toc', '/kien-thuc-dich-vu/tao-kieu-su-kien'],
    body: `Cuối năm là mùa của tiệc công ty, đám cưới bạn bè và những buổi hẹn quan trọng. "Phong ấn vẻ đẹp trai" là chương trình giúp anh giữ phong độ đẹp nhất suốt mùa lễ hội.

## Anh nhận được gì

1. Stylist tư vấn kiểu tóc theo khuôn mặt và trang phục dự tiệc.
2. Hướng dẫn tự tạo kiểu tại nhà trong 5 phút với sản phẩm phù hợp.
3. Một lần tạo kiểu lại miễn phí trong 14 ngày sau buổi cắt.

## Cách tham gia

Đặt lịch dịch vụ [Cắt gội 10 bước](/kien-thuc-dich-vu/cat-goi-10-buoc) tại bất kỳ salon nào và nhắc tên chương trình với stylist. Chương trình áp dụng đến hết ngày 31/12.

[Đặt lịch ngay](/booking)`,
  },
  {
    slug: '2',
    path: '/phong-an-ve-dep-trai/2',
    topic: 'campaign',
    title: 'Phong ấn vẻ đẹp trai: uốn tóc Hàn Quốc giữ nếp 3 tháng',
    description: 'Chương trình uốn K-perm với quy trình phục hồi đi kèm, bảo hành nếp uốn 15 ngày tại mọi salon.',
    tags: ['chương trình', 'uốn'],
    related: ['/kieu-toc/k-perm', '/bi-kip-cham-soc-toc/cham-toc-sau-khi-uon'],
    body: `Uốn K-perm mang lại mái tóc bồng bềnh tự nhiên mà vẫn gọn gàng khi đi làm. Trong chương trình này, mỗi lượt uốn đều kèm bước phục hồi để tóc không bị khô sau uốn.

## Quy trình

- Kiểm tra chất tóc và độ dài tối thiểu 8 cm.
- Cắt tạo form trước khi uốn.
- Uốn lạnh với thuốc có dưỡng chất.
- Hấp phục hồi sau uốn.

## Bảo hành

Nếp uốn không đều hoặc bị duỗi trong 15 ngày (khi anh chăm sóc theo [hướng dẫn sau uốn](/bi-kip-cham-soc-toc/cham-toc-sau-khi-uon)) được chỉnh lại miễn phí.`,
  },
  {
    slug: '3',
    path: '/phong-an-ve-dep-trai/3',
    topic: 'campaign',
    title: 'Phong ấn vẻ đẹp trai: chăm sóc da cho anh em văn phòng',
    description: 'Liệu trình chăm sóc da 4 buổi cho nam giới làm việc văn phòng: làm sạch sâu, lấy nhân mụn, đắp mặt nạ và hướng dẫn chăm da tại nhà.',
    tags: ['chương trình', 'chăm sóc da'],
    related: ['/spa-cham-soc-da/cham-soc-da-dau', '/spa-cham-soc-da/rua-mat-dung-cach'],
    body: `Ngồi điều hòa cả ngày, đi xe máy giữa trưa nắng: da của anh em văn phòng chịu nhiều áp lực hơn anh nghĩ. Liệu trình 4 buổi này giúp da sạch, thông thoáng và đều màu hơn.

## Lịch trình

| Buổi | Nội dung |
|---|---|
| 1 | Soi da, làm sạch sâu, tư vấn chu trình tại nhà |
| 2 | Tẩy tế bào chết, lấy nhân mụn |
| 3 | Đắp mặt nạ cấp ẩm, massage mặt |
| 4 | Đánh giá kết quả và điều chỉnh chu trình |

Mỗi buổi cách nhau 7-10 ngày và có thể kết hợp với lượt cắt tóc định kỳ.`,
  },
];
