/**
 * The news page's 19 articles (issue 27 item 8), newest first. Each is an article of ours with its own
 * page (/tin-tuc/slug); `press` names the outlet (content.ts PRESS) where the story first ran in the
 * press, null for the chain's own news. The outlets are made up, so no original address is given.
 */
export interface NewsFact {
  slug: string;
  title: string;
  /** Index into PRESS, or null for our own announcement. */
  press: number | null;
  /** The page's summary (meta description and lead). */
  lead: string;
  /** Sections of the article: [heading, paragraph]. */
  parts: [string, string][];
}

export const NEWS: NewsFact[] = [
  {
    slug: 'khai-truong-salon-quy-nhon',
    title: 'Chuỗi salon tóc nam sắp khai trương salon đầu tiên tại Quy Nhơn',
    press: 0,
    lead: 'Salon đầu tiên của chuỗi tại Quy Nhơn mở cửa cuối tháng này trên đường Nguyễn Huệ, với 12 ghế cắt và khu gội massage riêng.',
    parts: [
      [
        'Vì sao là Quy Nhơn',
        'Nhiều khách quen ở Bình Định vẫn đặt lịch mỗi lần ra Đà Nẵng hay vào TP. Hồ Chí Minh. Salon mới giúp anh em trong tỉnh được cắt theo đúng quy trình 10 bước mà không phải chờ chuyến công tác.',
      ],
      [
        'Đội ngũ',
        'Mười stylist và bốn skinner của salon đã học ba tháng tại học viện của chuỗi, rồi làm việc cùng các salon ở Đà Nẵng trước ngày khai trương.',
      ],
      ['Đặt lịch', 'Lịch của salon Quy Nhơn mở trên website từ một tuần trước ngày khai trương. Anh chọn salon, dịch vụ và giờ cắt như ở mọi salon khác.'],
      ['Giờ mở cửa', 'Salon mở từ 8h30 đến 20h30 mỗi ngày, kể cả cuối tuần. Có chỗ gửi xe máy trước cửa và ô tô ở bãi xe cách salon khoảng 100 m.'],
    ],
  },
  {
    slug: 'xu-huong-toc-nam-mua-dong-2026',
    title: 'Xu hướng tóc nam mùa đông 2026: Layer, Two Block và uốn K-perm lên ngôi',
    press: 1,
    lead: 'Mùa lạnh, khách nam chuộng kiểu tóc dài hơn một chút ở phần trên: Layer, Two Block và uốn K-perm chiếm gần nửa số lượt đặt lịch.',
    parts: [
      [
        'Tóc dài hơn, gọn hơn',
        'Khi trời lạnh, nhiều anh để phần tóc trên dài 8-12 cm, còn hai bên vẫn cắt gọn. Layer và Two Block giữ được độ dài mà không nặng đầu.',
      ],
      ['K-perm cho tóc thẳng cứng', 'Uốn sóng nhẹ kiểu Hàn giúp tóc thẳng, cứng vào nếp nhanh sau khi đội mũ bảo hiểm hay mũ len.'],
      [
        'Lời khuyên của stylist',
        'Nếu anh định chuyển sang kiểu dài hơn, hãy nuôi tóc thêm 4-6 tuần và tỉa nhẹ phần gáy để tóc không bị xù trong thời gian chờ.',
      ],
      [
        'Màu tóc mùa lạnh',
        'Nâu lạnh và đen ánh xanh được chọn nhiều hơn các tông sáng. Màu trầm giúp tóc trông dày hơn dưới ánh đèn văn phòng và ít lộ chân tóc khi mọc dài.',
      ],
    ],
  },
  {
    slug: 'giu-nep-toc-uon-ba-thang',
    title: 'Bí quyết giữ nếp tóc uốn bền đẹp suốt 3 tháng',
    press: null,
    lead: 'Nếp uốn bền hay nhanh duỗi phụ thuộc nhiều vào tháng đầu tiên sau khi uốn: cách gội, cách sấy và sản phẩm anh dùng.',
    parts: [
      ['48 giờ đầu', 'Anh nên kiêng gội hai ngày để liên kết mới trong sợi tóc ổn định, và tránh đội mũ chật làm bẹp lọn.'],
      ['Gội và sấy', 'Dùng dầu gội không sulfate, luôn có dầu xả. Sấy gió ấm, vừa sấy vừa vò tóc theo chiều sóng thay vì chải.'],
      ['Ghé salon', 'Sau khoảng 6 tuần, một lần hấp dầu phục hồi và tỉa ngọn giúp lọn tóc giữ dáng thêm nhiều tuần nữa.'],
      [
        'Sản phẩm tạo kiểu',
        'Kem tạo lọn hoặc sáp gốc nước giữ sóng tự nhiên mà không làm tóc cứng. Anh nên tránh gel và gôm giữ nếp mạnh vì chúng làm lọn tóc khô và dễ duỗi hơn.',
      ],
    ],
  },
  {
    slug: 'stylist-viet-doat-giai-chau-a',
    title: 'Stylist Việt giành giải cao tại cuộc thi cắt tóc nam khu vực châu Á',
    press: 3,
    lead: 'Hai stylist của chuỗi vào chung kết và một người giành giải nhì hạng mục cắt tóc nam ứng dụng tại cuộc thi khu vực năm nay.',
    parts: [
      [
        'Bài thi',
        'Thí sinh có 45 phút để cắt và tạo kiểu cho người mẫu theo chủ đề "tóc công sở hiện đại". Bài thi được chấm về kỹ thuật fade, độ cân đối và khả năng ứng dụng hằng ngày.',
      ],
      ['Từ học viện đến sân khấu', 'Cả hai stylist đều bắt đầu ở lớp học nghề của chuỗi cách đây năm năm và hiện đứng lớp hướng dẫn stylist mới.'],
      ['Mang về salon', 'Kiểu tóc dự thi được đưa vào bộ sưu tập mùa này; anh có thể xem ảnh và đặt đúng stylist ở trang đặt lịch.'],
      [
        'Chuẩn bị cho mùa thi tới',
        'Học viện đã mở lớp luyện thi cho stylist có từ ba năm kinh nghiệm, với các buổi tập vào sáng thứ Hai khi salon vắng khách nhất.',
      ],
    ],
  },
  {
    slug: 'quy-trinh-cat-goi-10-buoc',
    title: 'Quy trình cắt gội 10 bước: vì sao khách hàng quay lại mỗi tháng?',
    press: 4,
    lead: 'Từ tư vấn kiểu tóc, gội massage đến tạo kiểu và hướng dẫn vuốt sáp: mười bước giúp mỗi lần cắt giống nhau ở mọi salon.',
    parts: [
      ['Giống nhau ở mọi salon', 'Mỗi bước có thời gian và tiêu chuẩn riêng, nên anh cắt ở Hà Nội hay Cần Thơ cũng nhận được cùng một trải nghiệm.'],
      ['Tư vấn trước khi cắt', 'Stylist xem khuôn mặt, chất tóc và xoáy của anh rồi mới đề xuất độ dài, thay vì cắt theo thói quen.'],
      ['Sau khi cắt', 'Bước cuối là hướng dẫn tạo kiểu tại nhà, để kiểu tóc vẫn đẹp vào sáng hôm sau chứ không chỉ lúc rời salon.'],
      [
        'Đo bằng khách quay lại',
        'Chuỗi theo dõi tỉ lệ khách quay lại trong 45 ngày ở từng salon. Salon nào có tỉ lệ thấp hơn mức chung sẽ được đội đào tạo xuống làm việc cùng trong một tuần.',
      ],
    ],
  },
  {
    slug: 'dat-lich-cat-toc-online',
    title: 'Đặt lịch cắt tóc online: không còn cảnh xếp hàng chờ đợi',
    press: null,
    lead: 'Đặt lịch trên website chỉ mất khoảng 30 giây: chọn salon, dịch vụ và giờ cắt, salon giữ chỗ cho anh.',
    parts: [
      ['Ba bước', 'Anh chọn salon gần nhất, chọn dịch vụ và chọn giờ còn trống. Nếu muốn, anh có thể chọn luôn stylist quen.'],
      ['Đến đúng giờ, cắt ngay', 'Lịch đã đặt được giữ chỗ, nên anh không phải ngồi chờ đến lượt như khi đến không báo trước.'],
      ['Đổi hoặc hủy lịch', 'Kế hoạch thay đổi? Anh đổi giờ hoặc hủy lịch ngay trên website, không cần gọi điện.'],
      [
        'Nhắc lịch',
        'Trước giờ cắt, anh nhận tin nhắn nhắc lịch qua Zalo hoặc SMS kèm địa chỉ salon. Nếu đến muộn hơn 15 phút, salon sẽ liên hệ để sắp xếp lại giờ phù hợp.',
      ],
    ],
  },
  {
    slug: 'cham-soc-da-cho-nam-gioi',
    title: 'Chăm sóc da cho nam giới: bắt đầu từ những bước đơn giản nhất',
    press: 1,
    lead: 'Ngày càng nhiều khách nam đặt thêm dịch vụ chăm sóc da sau khi cắt tóc; các chuyên gia khuyên bắt đầu từ rửa mặt, dưỡng ẩm và chống nắng.',
    parts: [
      ['Rửa mặt đúng cách', 'Hai lần mỗi ngày với sữa rửa mặt dịu nhẹ là đủ; rửa quá nhiều làm da khô và tiết dầu nhiều hơn.'],
      ['Dưỡng ẩm và chống nắng', 'Da dầu vẫn cần dưỡng ẩm. Kem chống nắng buổi sáng là bước nhiều anh bỏ qua nhất nhưng quan trọng nhất.'],
      ['Khi nào cần chuyên sâu', 'Một buổi chăm sóc da tại salon mỗi tháng giúp làm sạch lỗ chân lông mà ở nhà khó làm được.'],
      [
        'Những sai lầm hay gặp',
        'Nặn mụn bằng tay, dùng sữa rửa mặt có hạt mỗi ngày và bỏ qua kem dưỡng vì sợ bết là ba thói quen khiến da nam giới dễ viêm và sạm hơn.',
      ],
    ],
  },
  {
    slug: 'mo-hinh-salon-chuan-hoa',
    title: 'Mô hình salon tóc nam chuẩn hóa và bài toán mở rộng ra toàn quốc',
    press: 2,
    lead: 'Chuẩn hóa quy trình, đào tạo và dữ liệu đặt lịch là cách chuỗi mở thêm salon mà vẫn giữ chất lượng như nhau.',
    parts: [
      ['Một chuẩn cho mọi salon', 'Từ ghế cắt, ánh sáng đến quy trình gội, mọi salon theo cùng một bộ tiêu chuẩn để khách cảm thấy quen thuộc ở bất cứ đâu.'],
      ['Đào tạo trước, mở salon sau', 'Một salon chỉ khai trương khi đã có đủ stylist tốt nghiệp học viện và làm việc thực tế ở salon khác.'],
      ['Dữ liệu đặt lịch', 'Giờ cao điểm và dịch vụ được đặt nhiều ở từng khu vực giúp quyết định nơi mở salon tiếp theo và số ghế cần có.'],
      [
        'Thách thức phía trước',
        'Tìm mặt bằng phù hợp ở các tỉnh và giữ chân stylist giỏi là hai bài toán lớn nhất. Chuỗi đang thử mô hình salon nhỏ sáu ghế cho các thị trấn.',
      ],
    ],
  },
  {
    slug: 'kieu-toc-nam-van-phong',
    title: 'Tóc nam văn phòng: 5 kiểu tóc gọn gàng, lịch lãm cho ngày đi làm',
    press: 4,
    lead: 'Side Part, Crew Cut, Ivy League, Textured Crop và Quiff thấp: năm kiểu tóc hợp môi trường công sở mà vẫn không nhàm chán.',
    parts: [
      ['Side Part và Ivy League', 'Hai kiểu cổ điển, rẽ ngôi rõ ràng, hợp với áo sơ mi và những buổi gặp khách hàng.'],
      ['Crew Cut và Textured Crop', 'Ngắn, gọn, gần như không cần tạo kiểu: hợp với anh nào muốn "dậy là đi".'],
      ['Quiff thấp', 'Có độ phồng vừa phải ở mái, trẻ trung hơn nhưng vẫn đủ chỉn chu cho văn phòng.'],
      [
        'Giữ nếp cả ngày',
        'Sấy định hình buổi sáng và dùng một lượng sáp bằng hạt đậu là đủ cho cả ngày làm việc. Một chiếc lược nhỏ trong ngăn bàn giúp chỉnh lại tóc trước giờ họp.',
      ],
    ],
  },
  {
    slug: 'dao-tao-stylist-tre',
    title: 'Hành trình đào tạo hơn 1.000 stylist trẻ mỗi năm',
    press: null,
    lead: 'Học viện của chuỗi nhận học viên từ 18 tuổi, học miễn phí và có việc làm tại salon sau khi tốt nghiệp.',
    parts: [
      ['Sáu tháng học nghề', 'Học viên học cắt trên đầu mẫu, rồi trên người mẫu thật dưới sự kèm cặp của stylist chính.'],
      ['Thực tập tại salon', 'Ba tháng cuối, học viên làm việc tại salon, bắt đầu từ gội massage rồi mới cầm kéo cắt cho khách.'],
      ['Sau tốt nghiệp', 'Stylist mới được xếp lịch làm việc, có lộ trình lên bậc và được đào tạo thêm mỗi quý.'],
      [
        'Ai có thể đăng ký',
        'Học viện nhận học viên chưa có kinh nghiệm, chỉ cần khéo tay và thích giao tiếp. Thông tin tuyển sinh được đăng ở trang tuyển dụng của website.',
      ],
    ],
  },
  {
    slug: 'nhuom-toc-phu-bac',
    title: 'Nhuộm tóc nam phủ bạc: những điều cần biết trước khi nhuộm',
    press: 0,
    lead: 'Nhuộm phủ bạc đúng cách không làm hại tóc; quan trọng là thử dị ứng, chọn màu hợp và dặm chân tóc đúng hạn.',
    parts: [
      ['Thử dị ứng trước', 'Thuốc nhuộm nên được thử ở sau tai 48 giờ trước khi nhuộm, nhất là với anh nhuộm lần đầu.'],
      ['Chọn màu', 'Đen tự nhiên hoặc nâu đen hợp với hầu hết làn da; màu quá đen dễ làm khuôn mặt trông cứng.'],
      ['Dặm chân tóc', 'Tóc mọc khoảng 1 cm mỗi tháng, nên sau 5-6 tuần chân tóc bạc sẽ lộ ra và cần dặm lại.'],
      [
        'Chăm sóc sau khi nhuộm',
        'Trong hai ngày đầu anh nên kiêng gội để màu bám chắc. Sau đó dùng dầu gội dành cho tóc nhuộm và hạn chế để tóc dưới nắng gắt lâu.',
      ],
    ],
  },
  {
    slug: 'thanh-toan-khong-tien-mat',
    title: 'Chuỗi salon tóc nam áp dụng thanh toán không tiền mặt tại mọi cơ sở',
    press: 3,
    lead: 'Khách có thể trả bằng thẻ, ví điện tử hoặc quét mã VietQR tại quầy ở tất cả các salon của chuỗi.',
    parts: [
      ['Nhiều cách trả', 'Thẻ ngân hàng, ví điện tử và chuyển khoản qua mã QR đều được nhận; hóa đơn điện tử được gửi ngay sau khi thanh toán.'],
      ['Số dư tài khoản', 'Khách thành viên có thể nạp trước vào tài khoản và trừ dần qua mỗi lần cắt.'],
      ['Nhanh hơn ở quầy', 'Thời gian thanh toán trung bình giảm còn chưa đến một phút mỗi khách.'],
      ['Vẫn nhận tiền mặt', 'Khách quen trả tiền mặt vẫn được phục vụ như trước; salon chỉ khuyến khích, không bắt buộc thanh toán điện tử.'],
    ],
  },
  {
    slug: 'goi-massage-duong-sinh',
    title: 'Gội massage dưỡng sinh: thư giãn sau một tuần làm việc căng thẳng',
    press: 1,
    lead: 'Gội massage dưỡng sinh kết hợp bấm huyệt đầu, cổ và vai gáy, là dịch vụ được đặt nhiều nhất vào tối thứ Sáu.',
    parts: [
      ['Khác gì gội thường', 'Ngoài làm sạch tóc và da đầu, kỹ thuật viên massage theo huyệt giúp giảm căng cơ cổ vai sau nhiều giờ ngồi máy tính.'],
      ['Bao lâu một lần', 'Mỗi tuần hoặc mỗi hai tuần một lần là nhịp mà nhiều khách chọn để thư giãn cuối tuần.'],
      ['Khi nào nên tránh', 'Nếu anh đang bị chấn thương vùng cổ hoặc huyết áp không ổn định, hãy báo kỹ thuật viên trước khi bắt đầu.'],
      [
        'Kết hợp với cắt tóc',
        'Nhiều khách đặt gội massage ngay sau khi cắt để thư giãn trọn vẹn. Khi đặt lịch, anh chọn thêm dịch vụ này ở bước chọn dịch vụ.',
      ],
    ],
  },
  {
    slug: 'khai-truong-5-salon-moi',
    title: 'Khai trương 5 salon mới tại TP. Hồ Chí Minh và Bình Dương',
    press: null,
    lead: 'Năm salon mới mở cửa cùng tuần: ba salon ở TP. Hồ Chí Minh và hai salon ở Bình Dương, đều có chỗ gửi xe máy.',
    parts: [
      ['Gần nơi anh sống và làm việc', 'Các salon mới nằm gần khu công nghiệp và khu dân cư đông, mở cửa từ 8h30 đến 20h30 mỗi ngày.'],
      ['Ưu đãi tuần khai trương', 'Trong tuần đầu, khách đặt lịch trên website được tặng gội massage dưỡng sinh khi cắt tóc.'],
      ['Tìm salon', 'Anh xem địa chỉ, giờ mở cửa và đường đi của từng salon ở trang hệ thống salon.'],
      ['Đội ngũ', 'Mỗi salon mới có ít nhất một stylist chính đã làm việc trên ba năm ở salon khác của chuỗi, kèm các stylist trẻ vừa tốt nghiệp học viện.'],
    ],
  },
  {
    slug: 'chon-kieu-toc-theo-khuon-mat',
    title: 'Cắt tóc nam theo khuôn mặt: mặt tròn, mặt dài nên chọn kiểu nào?',
    press: 4,
    lead: 'Mặt tròn cần thêm chiều cao ở đỉnh, mặt dài cần thêm độ rộng hai bên: nguyên tắc đơn giản mà stylist nào cũng dùng.',
    parts: [
      ['Mặt tròn', 'Quiff, Faux Hawk hay Textured Crop có độ cao ở đỉnh, hai bên cắt gọn giúp khuôn mặt trông dài và thon hơn.'],
      ['Mặt dài', 'Tránh dựng tóc quá cao; mái rèm, Two Block hay French Crop với phần mái che bớt trán sẽ cân đối hơn.'],
      ['Mặt vuông', 'Các kiểu có đường nét mềm như Layer hay K-perm làm dịu đường xương hàm rõ.'],
      [
        'Khi chưa chắc chắn',
        'Nếu anh chưa biết mình thuộc khuôn mặt nào, stylist sẽ xem trực tiếp và đề xuất hai hoặc ba kiểu trước khi cắt. Mang theo ảnh kiểu tóc anh thích cũng giúp buổi tư vấn nhanh hơn.',
      ],
    ],
  },
  {
    slug: 'cat-toc-mien-phi-nguoi-cao-tuoi',
    title: 'Chương trình cắt tóc miễn phí cho người cao tuổi dịp Tết',
    press: 0,
    lead: 'Trong hai tuần trước Tết, các salon dành giờ sáng để cắt tóc miễn phí cho các cụ từ 70 tuổi trở lên.',
    parts: [
      ['Cách tham gia', 'Người nhà có thể đặt lịch giúp các cụ trên website và ghi chú "chương trình Tết" khi đặt.'],
      ['Ở salon', 'Stylist dành thêm thời gian cho mỗi cụ; salon có ghế chờ và lối đi thuận tiện.'],
      ['Lan tỏa', 'Chương trình đã có năm thứ ba và năm nay có thêm các salon ở miền Trung tham gia.'],
      [
        'Nhiều hơn một lần cắt tóc',
        'Các stylist cho biết điều họ nhớ nhất là những câu chuyện các cụ kể trong lúc cắt. Nhiều gia đình quay lại chụp ảnh cùng ông bà trước ngày Tết.',
      ],
    ],
  },
  {
    slug: 'tho-cat-toc-tre-doi-doi',
    title: 'Thợ cắt tóc trẻ và câu chuyện đổi đời nhờ học nghề',
    press: 2,
    lead: 'Từ một cậu bé phụ quán ở quê, Minh trở thành stylist chính ở một salon tại Hà Nội sau hai năm học nghề.',
    parts: [
      ['Bắt đầu từ con số không', 'Minh chưa từng cầm kéo trước khi vào học viện; tháng đầu tiên cậu chỉ tập gội và massage.'],
      ['Khách quen đầu tiên', 'Sau một năm, Minh có những khách hàng đặt đúng tên mình mỗi tháng và gửi lời khen qua phần đánh giá.'],
      ['Giấc mơ tiếp theo', 'Minh đang học để trở thành người hướng dẫn, kèm những học viên mới vào nghề.'],
      [
        'Lời khuyên cho người mới',
        'Theo Minh, điều quan trọng nhất không phải là đôi tay khéo mà là sự kiên nhẫn: cắt chậm mà đúng, rồi tốc độ sẽ đến sau vài tháng.',
      ],
    ],
  },
  {
    slug: 'kieu-toc-nam-genz',
    title: 'Tóc nam GenZ: Mullet, Buzz Cut và những kiểu tóc cá tính',
    press: null,
    lead: 'GenZ chọn tóc để thể hiện cá tính: Mullet, Buzz Cut, Wolf Cut và tóc nhuộm màu khói là những kiểu được đặt nhiều nhất.',
    parts: [
      ['Mullet', 'Ngắn ở trước và hai bên, dài ở gáy; bản "mullet nhẹ" vẫn đi học, đi làm được.'],
      ['Buzz Cut', 'Cắt sát đều, không cần tạo kiểu, hợp mùa nóng và những anh thích sự tối giản.'],
      ['Nhuộm màu khói', 'Xám khói, nâu lạnh cần tẩy nhẹ trước khi lên màu; stylist sẽ xem chất tóc của anh trước khi tư vấn.'],
      [
        'Đi học, đi làm vẫn ổn',
        'Hầu hết các kiểu tóc cá tính đều có bản nhẹ hơn: gáy ngắn hơn, màu trầm hơn. Stylist sẽ giúp anh chọn mức phù hợp với trường học hay nơi làm việc.',
      ],
    ],
  },
  {
    slug: 'can-moc-10-trieu-luot-khach',
    title: 'Chuỗi salon tóc nam cán mốc 10 triệu lượt khách phục vụ',
    press: 3,
    lead: 'Sau nhiều năm hoạt động, chuỗi đã phục vụ lượt khách thứ 10 triệu, phần lớn là khách quay lại đặt lịch mỗi tháng.',
    parts: [
      ['Khách quay lại', 'Hơn một nửa số lượt cắt là của khách đã đến từ trước, nhiều người đặt đúng stylist quen.'],
      ['Đầu tư vào con người', 'Phần lớn chi phí mở rộng dành cho đào tạo stylist và skinner, không chỉ cho mặt bằng.'],
      ['Lời cảm ơn', 'Nhân dịp này, khách đặt lịch trong tháng được nhận ưu đãi ở trang ưu đãi của website.'],
      ['Chặng đường tiếp theo', 'Chuỗi đặt mục tiêu có salon ở mọi tỉnh thành trong ba năm tới, đồng thời mở rộng dịch vụ cắt tóc tại nhà cho khách bận rộn.'],
    ],
  },
];
