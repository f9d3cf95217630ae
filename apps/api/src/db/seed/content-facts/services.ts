/** Facts about the chain's services and spa care, written by hand; content-pages.ts writes the pages. */
export interface ServiceFact {
  slug: string;
  name: string;
  what: string;
  who: string[];
  steps: string[];
  minutes: number;
  after: string[];
  question: { q: string; a: string };
}

export const SERVICE_FACTS: ServiceFact[] = [
  {
    slug: 'cat-goi-10-buoc', name: 'Cắt gội 10 bước', what: 'Gói dịch vụ cơ bản và được đặt nhiều nhất: tư vấn kiểu tóc, cắt, gội, massage, cạo mặt và tạo kiểu, tất cả trong một lượt ngồi ghế.',
    who: ['khách cắt tóc định kỳ mỗi 3-5 tuần', 'khách lần đầu đến salon muốn được tư vấn kiểu hợp khuôn mặt'],
    steps: ['Stylist hỏi thói quen, công việc và tư vấn kiểu tóc', 'Gội làm sạch lần một', 'Cắt và tỉa theo kiểu đã chọn', 'Cạo mặt, tỉa tóc mai và viền gáy', 'Gội lại sạch tóc vụn và massage da đầu', 'Sấy, vuốt sáp tạo kiểu và hướng dẫn cách tự vuốt ở nhà'],
    minutes: 45, after: ['Hẹn lịch cắt lại sau 3-5 tuần để giữ form tóc.', 'Chụp ảnh kiểu tóc để lần sau stylist cắt đúng như ý.'],
    question: { q: 'Tôi không biết chọn kiểu gì thì sao?', a: 'Anh chỉ cần kể công việc và thời gian tạo kiểu mỗi sáng; stylist sẽ đề xuất 2-3 kiểu và cho xem ảnh mẫu trước khi cắt.' },
  },
  {
    slug: 'goi-massage-duong-sinh', name: 'Gội massage dưỡng sinh', what: 'Gội đầu kết hợp bấm huyệt đầu, cổ, vai gáy theo trình tự dưỡng sinh, giúp thư giãn và giảm căng cơ sau giờ làm.',
    who: ['người ngồi máy tính nhiều, hay mỏi cổ vai gáy', 'người mất ngủ, căng thẳng', 'khách muốn thư giãn cuối tuần'],
    steps: ['Chườm khăn ấm vùng cổ vai', 'Gội hai lần với dầu gội thảo mộc', 'Bấm huyệt đầu và thái dương', 'Massage cổ vai gáy bằng tinh dầu', 'Xả nước ấm và lau khô'],
    minutes: 30, after: ['Uống một cốc nước ấm sau khi massage.', 'Tránh ra gió lạnh ngay khi tóc còn ẩm.'],
    question: { q: 'Người bị huyết áp có massage được không?', a: 'Được, nhưng anh nên báo trước để kỹ thuật viên giảm lực bấm và tránh các huyệt vùng gáy.' },
  },
  {
    slug: 'uon-con-sau', name: 'Uốn con sâu', what: 'Kỹ thuật uốn lạnh tạo lọn xoăn nhỏ như con sâu, rõ lọn và giữ nếp lâu, hợp với tóc có độ dài từ 8 cm.',
    who: ['tóc mỏng muốn trông dày hơn', 'người muốn có kiểu tóc cá tính mà ít phải vuốt sáp'],
    steps: ['Kiểm tra độ dài và độ khỏe của tóc', 'Cắt tạo form trước khi uốn', 'Cuốn ống nhỏ và bôi thuốc uốn', 'Ủ và kiểm tra lọn theo thời gian', 'Trung hòa, xả sạch và dưỡng', 'Sấy và tạo kiểu'],
    minutes: 120, after: ['Không gội trong 48 giờ đầu.', 'Dùng dầu gội dịu nhẹ và kem dưỡng lọn.', 'Nếp uốn giữ 3-4 tháng tùy chất tóc.'],
    question: { q: 'Uốn có làm tóc hư không?', a: 'Thuốc uốn làm tóc khô hơn một chút; salon dùng thuốc có dưỡng và khuyến nghị hấp dầu sau 2 tuần để tóc khỏe lại.' },
  },
  {
    slug: 'uon-phong-chan-toc', name: 'Uốn phồng chân tóc', what: 'Chỉ uốn phần chân tóc để tóc đứng và phồng tự nhiên, không tạo lọn; tóc trông dày hơn mà nhìn không biết là đã uốn.',
    who: ['tóc mỏng, dễ xẹp', 'người muốn tóc vào nếp Side Part, Quiff mà không tốn sáp'],
    steps: ['Tư vấn hướng phồng theo kiểu tóc', 'Cuốn ống sát chân tóc ở đỉnh và mái', 'Bôi thuốc chỉ ở vùng chân', 'Trung hòa và xả', 'Sấy tạo kiểu'],
    minutes: 75, after: ['Kiêng gội 48 giờ.', 'Sấy đúng hướng phồng mỗi lần gội.'],
    question: { q: 'Giữ được bao lâu?', a: 'Khoảng 6-8 tuần; khi tóc mọc dài chân tóc mới sẽ thẳng lại và có thể uốn lại phần chân.' },
  },
  {
    slug: 'ep-side', name: 'Ép side', what: 'Ép phần tóc hai bên cho nằm xuôi sát đầu, khắc phục tóc hai bên dựng đứng, xù ra làm đầu to.',
    who: ['tóc cứng, dựng hai bên', 'người để kiểu Two Block, Side Part muốn hai bên luôn gọn'],
    steps: ['Gội sạch', 'Bôi thuốc ép vùng hai bên', 'Dùng lược và nhiệt ép tóc xuôi', 'Trung hòa', 'Xả và sấy'],
    minutes: 60, after: ['Không buộc, không kẹp tóc hai bên trong 3 ngày.', 'Nằm ngủ tránh đè mạnh một bên đầu đêm đầu tiên.'],
    question: { q: 'Ép side có kết hợp với uốn được không?', a: 'Được, nhiều khách uốn phần trên và ép hai bên trong cùng một buổi; stylist sẽ tính thời gian để thuốc không chồng lên nhau.' },
  },
  {
    slug: 'nhuom-thoi-trang', name: 'Nhuộm thời trang', what: 'Nhuộm tóc các tông màu nâu, xám khói, xanh rêu… giúp thay đổi diện mạo; các màu sáng có thể cần tẩy trước.',
    who: ['người muốn đổi phong cách', 'tóc đen dày muốn nhẹ nhàng hơn với tông nâu'],
    steps: ['Tư vấn màu theo tông da', 'Thử thuốc trên da sau tai để kiểm tra dị ứng', 'Bôi thuốc nhuộm từ chân tới ngọn', 'Ủ màu 25-35 phút', 'Gội xả khóa màu', 'Sấy và tạo kiểu'],
    minutes: 90, after: ['Dùng dầu gội cho tóc nhuộm để giữ màu.', 'Hạn chế bơi trong hồ có clo 2 tuần đầu.'],
    question: { q: 'Màu giữ được bao lâu?', a: 'Tông nâu giữ 6-8 tuần; màu khói và màu sáng phai nhanh hơn, khoảng 3-4 tuần.' },
  },
  {
    slug: 'nhuom-phu-bac', name: 'Nhuộm phủ bạc', what: 'Nhuộm màu đen hoặc nâu đen phủ kín sợi bạc, dùng thuốc ít amoniac, dịu nhẹ với da đầu.',
    who: ['người có tóc bạc sớm', 'nam giới trung niên muốn trẻ trung hơn'],
    steps: ['Kiểm tra tỉ lệ tóc bạc', 'Thử thuốc dị ứng', 'Bôi thuốc vùng chân tóc bạc trước', 'Ủ 30 phút', 'Gội xả và dưỡng'],
    minutes: 60, after: ['Nhuộm lại chân tóc sau 4-6 tuần.', 'Gội bằng nước mát để màu bền.'],
    question: { q: 'Có nhuộm lại chỉ phần chân tóc được không?', a: 'Được, nhuộm dặm chân tóc nhanh hơn và ít hóa chất hơn nhuộm toàn bộ.' },
  },
  {
    slug: 'tay-toc', name: 'Tẩy tóc', what: 'Làm sáng màu tóc tự nhiên để lên các màu nhạt như bạch kim, xám, xanh; là bước nặng hóa chất nhất trong các dịch vụ tóc.',
    who: ['người muốn lên màu sáng', 'tóc khỏe, chưa uốn ép gần đây'],
    steps: ['Kiểm tra độ khỏe sợi tóc', 'Bôi lớp bảo vệ da đầu', 'Bôi thuốc tẩy theo từng vùng', 'Theo dõi độ sáng mỗi 10 phút', 'Xả và phục hồi ngay'],
    minutes: 90, after: ['Hấp dầu hoặc phục hồi sau 1 tuần.', 'Không uốn, ép trong ít nhất 4 tuần.'],
    question: { q: 'Tẩy một lần có lên bạch kim không?', a: 'Tóc châu Á thường cần 2-3 lần tẩy cách nhau 1-2 tuần để lên bạch kim mà tóc không bị gãy.' },
  },
  {
    slug: 'hap-dau-phuc-hoi', name: 'Hấp dầu phục hồi', what: 'Ủ dầu dưỡng chuyên sâu với hơi nóng để dưỡng chất thấm vào thân tóc, giúp tóc mềm và bóng hơn.',
    who: ['tóc khô xơ do nắng, nhuộm, uốn', 'tóc cứng muốn mềm hơn để dễ tạo kiểu'],
    steps: ['Gội sạch', 'Thoa kem hấp từng lọn', 'Hấp hơi nóng 15 phút', 'Massage da đầu', 'Xả sạch và sấy'],
    minutes: 40, after: ['Lặp lại mỗi 2-4 tuần với tóc hư tổn.', 'Dùng dầu xả sau mỗi lần gội.'],
    question: { q: 'Tự hấp ở nhà có được không?', a: 'Có thể dùng mặt nạ tóc và khăn ấm ở nhà, nhưng hơi nóng ổn định ở salon giúp dưỡng chất thấm đều hơn.' },
  },
  {
    slug: 'phuc-hoi-keratin', name: 'Phục hồi keratin', what: 'Bổ sung keratin (protein cấu tạo tóc) vào sợi tóc hư tổn, làm đầy chỗ rỗng trong thân tóc và giảm gãy rụng.',
    who: ['tóc sau nhiều lần tẩy nhuộm', 'tóc gãy, chẻ ngọn nặng'],
    steps: ['Gội làm sạch sâu', 'Thoa keratin từng lớp', 'Sấy khô', 'Là nhiệt để khóa keratin', 'Xả và dưỡng'],
    minutes: 90, after: ['Không gội trong 72 giờ.', 'Dùng dầu gội không sulfate.'],
    question: { q: 'Keratin khác hấp dầu thế nào?', a: 'Hấp dầu dưỡng bề mặt và làm mềm; keratin phục hồi cấu trúc bên trong nên hiệu quả lâu hơn với tóc hư nặng.' },
  },
  {
    slug: 'cao-mat-khan-nong', name: 'Cạo mặt khăn nóng', what: 'Cạo râu bằng dao cạo chuyên dụng sau khi đắp khăn nóng làm mềm râu và nở lỗ chân lông, giúp cạo sát mà không rát.',
    who: ['người có râu cứng, dễ bị rát khi tự cạo', 'người chuẩn bị cho dịp quan trọng'],
    steps: ['Đắp khăn nóng 2 phút', 'Thoa kem cạo tạo bọt', 'Cạo xuôi chiều mọc của râu', 'Đắp khăn mát se lỗ chân lông', 'Thoa dưỡng sau cạo'],
    minutes: 20, after: ['Không dùng sữa rửa mặt có hạt trong 24 giờ.', 'Thoa kem chống nắng khi ra ngoài.'],
    question: { q: 'Dao cạo có dùng chung không?', a: 'Không. Mỗi khách dùng một lưỡi dao mới, bóc trước mặt khách và bỏ ngay sau khi cạo.' },
  },
  {
    slug: 'lay-ray-tai', name: 'Lấy ráy tai', what: 'Làm sạch ráy tai vùng ngoài ống tai bằng dụng cụ vô trùng, dưới đèn soi, thao tác nhẹ nhàng.',
    who: ['người cảm thấy ngứa, bí tai', 'khách muốn thư giãn sau khi cắt tóc'],
    steps: ['Soi kiểm tra ống tai', 'Làm mềm ráy bằng dung dịch chuyên dụng nếu cần', 'Lấy ráy vùng ngoài', 'Vệ sinh vành tai'],
    minutes: 15, after: ['Không ngoáy tai thêm ở nhà trong vài ngày.', 'Đau hoặc chảy dịch tai thì nên đi khám bác sĩ tai mũi họng.'],
    question: { q: 'Ai không nên lấy ráy tai?', a: 'Người đang viêm tai, thủng màng nhĩ hoặc vừa phẫu thuật tai; kỹ thuật viên sẽ từ chối và khuyên anh đi khám.' },
  },
  {
    slug: 'cat-toc-tre-em', name: 'Cắt tóc trẻ em', what: 'Cắt tóc cho bé trai từ 3 tuổi, thao tác nhanh, có ghế nâng và thợ quen làm việc với trẻ nhỏ.',
    who: ['bé trai từ 3 đến 12 tuổi', 'phụ huynh muốn cắt cùng con một lượt'],
    steps: ['Làm quen, cho bé chọn kiểu qua ảnh', 'Cắt bằng kéo và tông đơ êm', 'Gội nhanh hoặc lau tóc vụn', 'Tạo kiểu nhẹ không dùng sáp cứng'],
    minutes: 25, after: ['Nên cắt lại sau 4-6 tuần.', 'Đặt lịch buổi sáng khi bé tỉnh táo.'],
    question: { q: 'Bé sợ tiếng tông đơ thì sao?', a: 'Thợ sẽ cắt hoàn toàn bằng kéo; anh có thể ngồi cạnh bé suốt buổi.' },
  },
  {
    slug: 'tia-rau-tao-kieu', name: 'Tỉa râu tạo kiểu', what: 'Tỉa và tạo dáng râu quai nón, râu cằm hoặc ria mép theo khuôn mặt, viền râu sắc nét bằng dao cạo.',
    who: ['người để râu muốn gọn gàng', 'người mới nuôi râu cần định hình'],
    steps: ['Tư vấn dáng râu theo khuôn mặt', 'Tỉa độ dài bằng tông đơ', 'Tạo viền má và cổ bằng dao cạo', 'Thoa dầu dưỡng râu'],
    minutes: 20, after: ['Chải râu mỗi sáng.', 'Tỉa lại sau 2-3 tuần.'],
    question: { q: 'Râu mọc không đều có để được không?', a: 'Có. Để râu ngắn 3-5 mm và viền gọn sẽ làm những chỗ thưa kém lộ.' },
  },
  {
    slug: 'goi-dau-tri-gau', name: 'Gội đầu trị gàu', what: 'Gội làm sạch sâu với dầu gội đặc trị, tẩy tế bào chết da đầu và massage giúp giảm gàu, giảm ngứa.',
    who: ['người có gàu khô hoặc gàu dầu', 'da đầu ngứa, bong vảy'],
    steps: ['Soi da đầu', 'Tẩy tế bào chết da đầu', 'Gội bằng dầu gội đặc trị, ủ 3 phút', 'Massage da đầu', 'Xả mát và sấy khô hoàn toàn'],
    minutes: 35, after: ['Dùng dầu gội trị gàu 2-3 lần mỗi tuần.', 'Không để tóc ẩm khi đi ngủ.'],
    question: { q: 'Bao lâu thì hết gàu?', a: 'Thường sau 3-4 tuần chăm sóc đều đặn gàu giảm rõ; gàu kèm đỏ rát nên đi khám da liễu.' },
  },
  {
    slug: 'tao-kieu-su-kien', name: 'Tạo kiểu dự sự kiện', what: 'Gội, sấy và tạo kiểu tóc kỹ cho ngày cưới, chụp ảnh, phỏng vấn hay tiệc quan trọng; không cắt.',
    who: ['chú rể và phù rể', 'người chuẩn bị chụp ảnh hoặc lên sân khấu'],
    steps: ['Tư vấn kiểu theo trang phục', 'Gội và sấy dựng phồng', 'Tạo kiểu bằng sáp và gôm chuyên dụng', 'Kiểm tra ảnh chụp thử dưới đèn'],
    minutes: 30, after: ['Tránh chạm tay lên tóc trong ngày.', 'Mang theo lược nhỏ để chỉnh lại mái.'],
    question: { q: 'Nên cắt tóc trước sự kiện bao lâu?', a: 'Cắt trước 5-7 ngày để tóc hết vẻ "mới cắt", rồi tạo kiểu vào đúng ngày.' },
  },
];

export interface SpaFact {
  slug: string;
  title: string;
  problem: string;
  causes: string[];
  routine: string[];
  avoid: string[];
  salon: string;
}

export const SPA_FACTS: SpaFact[] = [
  { slug: 'cham-soc-da-dau', title: 'Chăm sóc da dầu cho nam giới', problem: 'Da nam tiết dầu nhiều hơn da nữ do nội tiết tố, nhất là vùng chữ T, khiến mặt bóng nhờn sau vài giờ và dễ nổi mụn.', causes: ['nội tiết tố androgen', 'khí hậu nóng ẩm', 'rửa mặt quá nhiều làm da tiết bù dầu'], routine: ['Rửa mặt hai lần mỗi ngày bằng sữa rửa mặt dạng gel', 'Dùng toner không cồn', 'Dưỡng ẩm dạng gel mỏng nhẹ', 'Dùng giấy thấm dầu thay vì rửa mặt giữa ngày'], avoid: ['xà phòng tắm để rửa mặt', 'kem dưỡng đặc nhiều dầu'], salon: 'Chăm sóc da chuyên sâu' },
  { slug: 'tri-mun-dau-den', title: 'Mụn đầu đen: vì sao có và xử lý thế nào', problem: 'Mụn đầu đen là nhân mụn bị oxy hóa ở miệng lỗ chân lông, hay gặp ở mũi và cằm; nặn sai cách làm lỗ chân lông to và thâm.', causes: ['dầu thừa và tế bào chết bít lỗ chân lông', 'không làm sạch sau khi ra đường', 'dùng sản phẩm gây bít tắc'], routine: ['Tẩy tế bào chết có BHA 2 lần mỗi tuần', 'Xông hơi mặt nhẹ trước khi lấy nhân', 'Đắp mặt nạ đất sét mỗi tuần một lần', 'Dưỡng ẩm đầy đủ sau khi làm sạch'], avoid: ['nặn bằng móng tay', 'dán miếng lột mụn liên tục'], salon: 'Lấy nhân mụn chuẩn y khoa' },
  { slug: 'da-nhay-cam-sau-cao', title: 'Da rát, nổi mẩn sau khi cạo râu', problem: 'Nhiều nam giới bị đỏ rát, nổi mụn nhỏ sau khi cạo, do lưỡi dao cùn, cạo ngược chiều hoặc không làm mềm râu trước.', causes: ['lưỡi dao cùn hoặc dùng lâu', 'cạo khô không kem', 'cạo ngược chiều râu mọc'], routine: ['Rửa mặt nước ấm trước khi cạo', 'Dùng kem hoặc gel cạo', 'Cạo xuôi chiều, mỗi đường một lần', 'Thoa dưỡng sau cạo không cồn'], avoid: ['nước hoa có cồn lên vùng vừa cạo', 'dùng chung dao cạo'], salon: 'Cạo mặt khăn nóng' },
  { slug: 'lot-mun-cam', title: 'Mụn cám ở mũi và trán', problem: 'Mụn cám là những nốt nhỏ li ti sần sùi, không viêm nhưng làm da thô ráp và xỉn màu.', causes: ['tế bào chết tích tụ', 'lỗ chân lông tắc nhẹ', 'thiếu dưỡng ẩm khiến da sừng hóa'], routine: ['Làm sạch kỹ buổi tối', 'Tẩy da chết hóa học nhẹ', 'Mặt nạ cấp ẩm 2 lần mỗi tuần'], avoid: ['chà xát mạnh bằng hạt scrub', 'nặn mụn cám'], salon: 'Chăm sóc da chuyên sâu' },
  { slug: 'dap-mat-na-dung-cach', title: 'Đắp mặt nạ đúng cách cho nam', problem: 'Mặt nạ là cách nhanh nhất để cấp ẩm và làm dịu da, nhưng đắp sai thời điểm hoặc quá lâu lại làm da mất nước.', causes: ['để mặt nạ giấy khô trên mặt', 'đắp lên da chưa làm sạch', 'dùng mặt nạ đất sét cho da khô'], routine: ['Làm sạch da và lau toner', 'Đắp mặt nạ 15-20 phút', 'Vỗ nhẹ tinh chất còn lại', 'Khóa ẩm bằng kem dưỡng'], avoid: ['ngủ quên với mặt nạ', 'đắp hằng ngày khi da nhạy cảm'], salon: 'Đắp mặt nạ dưỡng da' },
  { slug: 'tay-te-bao-chet', title: 'Tẩy tế bào chết: bao lâu một lần là đủ', problem: 'Da nam dày hơn và tái tạo nhanh, tẩy tế bào chết giúp da sáng và sản phẩm dưỡng thấm tốt hơn, nhưng tẩy quá nhiều sẽ làm da mỏng, đỏ.', causes: ['tế bào chết tích tụ làm da xỉn', 'râu mọc ngược dưới da do lớp sừng dày'], routine: ['Da dầu: 2-3 lần mỗi tuần', 'Da thường, khô: 1 lần mỗi tuần', 'Tẩy vào buổi tối, sau đó dưỡng ẩm'], avoid: ['tẩy ngay trước khi cạo râu', 'kết hợp nhiều loại axit cùng lúc'], salon: 'Chăm sóc da chuyên sâu' },
  { slug: 'chong-nang-cho-nam', title: 'Chống nắng: bước nhiều nam giới bỏ qua', problem: 'Tia UV là nguyên nhân chính gây sạm da, nám và lão hóa sớm; đi xe máy giữa trưa ở Việt Nam làm da hứng nắng rất nhiều.', causes: ['chỉ số UV ở Việt Nam thường ở mức rất cao', 'nghĩ rằng đội mũ bảo hiểm là đủ'], routine: ['Thoa kem chống nắng SPF 30+ trước khi ra ngoài 15 phút', 'Thoa lại sau 2-3 giờ nếu ở ngoài trời', 'Đeo khẩu trang và kính khi đi xe'], avoid: ['chỉ thoa khi trời nắng gắt', 'bỏ quên vùng cổ và tai'], salon: 'Chăm sóc da chuyên sâu' },
  { slug: 'massage-mat-thu-gian', title: 'Massage mặt: thư giãn và giúp da săn chắc', problem: 'Cơ mặt căng do nhíu mày, nghiến răng hay nhìn màn hình lâu; massage giúp máu lưu thông, da hồng hào hơn.', causes: ['căng thẳng kéo dài', 'ít vận động cơ mặt'], routine: ['Thoa dầu hoặc kem massage', 'Day nhẹ từ cằm lên thái dương', 'Ấn huyệt ấn đường và thái dương', 'Lau sạch và dưỡng ẩm'], avoid: ['massage khi đang có mụn viêm', 'kéo da quá mạnh'], salon: 'Massage mặt thư giãn' },
  { slug: 'massage-co-vai-gay', title: 'Đau mỏi cổ vai gáy ở dân văn phòng', problem: 'Ngồi máy tính sai tư thế nhiều giờ khiến cơ cổ vai gáy co cứng, gây đau đầu và khó ngủ.', causes: ['màn hình đặt thấp', 'ít đứng dậy vận động', 'dùng điện thoại cúi đầu lâu'], routine: ['Đứng dậy vận động 5 phút mỗi giờ', 'Xoay cổ và vai nhẹ nhàng', 'Chườm ấm buổi tối', 'Massage cổ vai gáy mỗi 1-2 tuần'], avoid: ['bẻ cổ mạnh', 'massage khi đau cấp kèm tê tay (nên đi khám)'], salon: 'Gội massage dưỡng sinh' },
  { slug: 'cham-soc-rau', title: 'Chăm sóc râu cho gọn gàng và mềm', problem: 'Râu để dài dễ khô, rối và làm ngứa da bên dưới nếu không được làm sạch và dưỡng.', causes: ['không gội râu', 'da dưới râu khô, bong vảy'], routine: ['Gội râu bằng sữa rửa mặt dịu nhẹ', 'Thoa dầu dưỡng râu khi râu còn ẩm', 'Chải râu mỗi sáng', 'Tỉa viền 2-3 tuần một lần'], avoid: ['dùng dầu gội tóc mạnh cho râu', 'tự cạo viền không có gương phụ'], salon: 'Tỉa râu tạo kiểu' },
  { slug: 'quang-tham-mat', title: 'Quầng thâm mắt ở nam giới', problem: 'Quầng thâm làm gương mặt mệt mỏi; nguyên nhân có thể do di truyền, thiếu ngủ hay dụi mắt nhiều.', causes: ['thiếu ngủ', 'di truyền', 'dị ứng khiến dụi mắt', 'nhìn màn hình lâu'], routine: ['Ngủ đủ 7-8 giờ', 'Chườm lạnh buổi sáng', 'Dùng kem mắt có caffeine', 'Đeo kính râm khi ra nắng'], avoid: ['dụi mắt', 'thức khuya liên tục'], salon: 'Đắp mặt nạ dưỡng da' },
  { slug: 'da-kho-mua-dong', title: 'Da khô, bong tróc mùa đông', problem: 'Gió lạnh và độ ẩm thấp ở miền Bắc mùa đông làm da nam căng, nứt nẻ và bong vảy, nhất là quanh mũi và môi.', causes: ['độ ẩm không khí thấp', 'tắm nước quá nóng', 'không dưỡng ẩm'], routine: ['Rửa mặt bằng nước ấm, không nóng', 'Dưỡng ẩm dạng kem ngay sau khi rửa mặt', 'Dùng son dưỡng môi', 'Uống đủ nước'], avoid: ['sữa rửa mặt tạo bọt mạnh', 'tẩy da chết quá 1 lần mỗi tuần'], salon: 'Đắp mặt nạ dưỡng da' },
  { slug: 'lo-chan-long-to', title: 'Lỗ chân lông to: thu nhỏ được không?', problem: 'Kích thước lỗ chân lông phần lớn do gen, nhưng có thể làm chúng trông nhỏ hơn bằng cách giữ sạch và giảm dầu.', causes: ['da dầu', 'nặn mụn sai cách', 'lão hóa làm da mất đàn hồi'], routine: ['Làm sạch kỹ và dùng BHA', 'Dùng sản phẩm có niacinamide', 'Chống nắng mỗi ngày'], avoid: ['nặn mụn bằng tay', 'dùng nước đá chà trực tiếp lên da'], salon: 'Chăm sóc da chuyên sâu' },
  { slug: 'rua-mat-dung-cach', title: 'Rửa mặt đúng cách: bước cơ bản nhất', problem: 'Rửa mặt là nền tảng của mọi chu trình chăm sóc da, nhưng nhiều nam giới rửa quá nhanh hoặc dùng sai sản phẩm.', causes: ['dùng xà phòng tắm', 'rửa bằng nước nóng', 'chà khăn mạnh'], routine: ['Làm ướt mặt bằng nước mát', 'Tạo bọt sữa rửa mặt trên tay', 'Massage 30-60 giây', 'Xả sạch, thấm khô bằng khăn riêng'], avoid: ['rửa mặt quá 3 lần mỗi ngày', 'dùng chung khăn mặt'], salon: 'Chăm sóc da chuyên sâu' },
  { slug: 'duong-am-cho-da-nam', title: 'Dưỡng ẩm: cả da dầu cũng cần', problem: 'Nhiều người nghĩ da dầu không cần dưỡng ẩm, nhưng da thiếu nước lại tiết thêm dầu để bù, làm da vừa bóng vừa khô.', causes: ['bỏ bước dưỡng ẩm', 'ngồi điều hòa nhiều'], routine: ['Chọn gel dưỡng cho da dầu, kem cho da khô', 'Thoa sau khi rửa mặt sáng và tối', 'Kết hợp chống nắng ban ngày'], avoid: ['dưỡng ẩm quá dày khi trời nóng'], salon: 'Đắp mặt nạ dưỡng da' },
  { slug: 'moi-kho-nut-ne', title: 'Môi khô, nứt nẻ', problem: 'Môi không có tuyến dầu nên mất nước rất nhanh, nhất là khi thời tiết hanh khô hoặc có thói quen liếm môi.', causes: ['liếm môi', 'thời tiết hanh khô', 'thiếu nước'], routine: ['Thoa son dưỡng không màu nhiều lần trong ngày', 'Tẩy da chết môi nhẹ mỗi tuần', 'Uống đủ 2 lít nước'], avoid: ['bóc da môi', 'son dưỡng có mùi bạc hà mạnh khi môi đã nứt'], salon: 'Đắp mặt nạ dưỡng da' },
];
