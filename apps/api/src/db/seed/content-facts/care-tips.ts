/** Hair-care tips (the /bi-kip-cham-soc-toc articles), written by hand; content-pages.ts writes the pages. */
export interface CareTip {
  slug: string;
  title: string;
  lead: string;
  /** Short heading and its advice. */
  points: [string, string][];
  myth?: [string, string];
}

export const CARE_TIPS: CareTip[] = [
  {
    slug: 'tri-gau-tai-nha',
    title: 'Trị gàu tại nhà: làm đúng trong 4 tuần',
    lead: 'Gàu là da đầu bong vảy nhanh hơn bình thường, thường do nấm Malassezia phát triển trên da đầu nhiều dầu.',
    points: [
      [
        'Chọn dầu gội có hoạt chất',
        'Ketoconazole, kẽm pyrithione hoặc selenium sulfide là những hoạt chất được nghiên cứu nhiều; ủ dầu gội trên da đầu 3-5 phút rồi mới xả.',
      ],
      ['Gội đều đặn', 'Gội 2-3 lần mỗi tuần trong giai đoạn trị, sau đó duy trì 1 lần mỗi tuần.'],
      ['Sấy khô da đầu', 'Đi ngủ khi tóc ướt tạo môi trường ẩm cho nấm phát triển.'],
    ],
    myth: ['Gàu là do bẩn', 'Gàu liên quan đến dầu và nấm trên da đầu; người gội đầu hằng ngày vẫn có thể bị gàu.'],
  },
  {
    slug: 'rung-toc-o-nam-gioi',
    title: 'Rụng tóc ở nam giới: khi nào cần lo?',
    lead: 'Mỗi ngày rụng 50-100 sợi là bình thường; đáng lo khi tóc thưa dần ở trán, đỉnh đầu hoặc rụng thành mảng.',
    points: [
      ['Rụng tóc do di truyền', 'Hói kiểu nam thường bắt đầu ở hai góc trán và đỉnh đầu, tiến triển chậm theo năm.'],
      ['Rụng do căng thẳng', 'Sau ốm nặng hay áp lực lớn, tóc có thể rụng nhiều sau 2-3 tháng và thường tự mọc lại.'],
      ['Đi khám khi', 'Rụng thành mảng tròn, da đầu đỏ ngứa, hoặc rụng nhiều đột ngột; bác sĩ da liễu mới là người chẩn đoán.'],
    ],
    myth: ['Cắt trọc giúp tóc mọc dày hơn', 'Cắt tóc không thay đổi số nang tóc; tóc mới mọc chỉ trông dày hơn vì đầu sợi chưa bị mài mòn.'],
  },
  {
    slug: 'chon-dau-goi-theo-da-dau',
    title: 'Chọn dầu gội theo loại da đầu',
    lead: 'Dầu gội làm sạch da đầu trước tiên, nên hãy chọn theo da đầu, không phải theo độ dài tóc.',
    points: [
      ['Da đầu dầu', 'Chọn dầu gội làm sạch sâu, ghi "kiểm soát dầu", tránh loại có nhiều silicone.'],
      ['Da đầu khô', 'Chọn dầu gội dịu nhẹ, không sulfate, có glycerin hoặc lô hội.'],
      ['Da đầu có gàu', 'Luân phiên dầu gội trị gàu và dầu gội thường để da đầu không bị khô.'],
    ],
  },
  {
    slug: 'dau-xa-co-can-thiet',
    title: 'Dầu xả có cần thiết với tóc nam ngắn?',
    lead: 'Nhiều anh bỏ qua dầu xả vì nghĩ tóc ngắn không cần; thực ra dầu xả giúp tóc mềm, dễ tạo kiểu và ít gãy.',
    points: [
      ['Chỉ thoa phần ngọn', 'Tránh thoa dầu xả lên da đầu để chân tóc không bết.'],
      ['Để 1-2 phút', 'Đủ thời gian để lớp biểu bì tóc khép lại, rồi xả bằng nước mát.'],
      ['Tóc dày cứng cần nhất', 'Tóc càng cứng càng cần dầu xả để vào nếp.'],
    ],
  },
  {
    slug: 'say-toc-dung-cach',
    title: 'Sấy tóc đúng cách để tóc không khô xơ',
    lead: 'Máy sấy là công cụ tạo kiểu quan trọng nhất của tóc nam, nhưng nhiệt quá cao sẽ làm tóc khô và gãy.',
    points: [
      ['Lau khô bằng khăn trước', 'Thấm bớt nước đến khi tóc còn ẩm 70% rồi mới sấy.'],
      ['Giữ khoảng cách 15 cm', 'Luôn di chuyển máy sấy, không chĩa một chỗ quá 3 giây.'],
      ['Kết thúc bằng gió mát', 'Gió mát giúp khóa nếp và làm tóc bóng hơn.'],
    ],
  },
  {
    slug: 'sap-gom-pomade-khac-nhau',
    title: 'Sáp, gôm, pomade và clay khác nhau thế nào?',
    lead: 'Mỗi sản phẩm tạo kiểu có độ giữ nếp và độ bóng khác nhau; chọn đúng giúp tóc vào nếp mà không bết.',
    points: [
      ['Pomade', 'Độ bóng cao, giữ nếp vừa; hợp Slick Back, Side Part cổ điển.'],
      ['Sáp (wax)', 'Độ giữ nếp từ vừa đến mạnh, ít bóng; hợp hầu hết kiểu tóc ngắn.'],
      ['Clay', 'Mờ, tạo kết cấu, làm tóc trông dày; hợp Crop và tóc mỏng.'],
      ['Gôm xịt', 'Khóa nếp sau cùng; xịt cách 20 cm, một lớp mỏng.'],
    ],
  },
  {
    slug: 'toc-bet-nhanh',
    title: 'Tóc bết nhanh sau nửa ngày: nguyên nhân và cách khắc phục',
    lead: 'Tóc bết là do dầu từ da đầu lan ra sợi tóc; thói quen sai có thể khiến da đầu tiết dầu nhiều hơn.',
    points: [
      ['Gội bằng nước quá nóng', 'Nước nóng kích thích tuyến dầu; hãy gội bằng nước ấm.'],
      ['Chạm tay lên tóc liên tục', 'Dầu và bụi từ tay làm tóc bết nhanh hơn.'],
      ['Dùng quá nhiều sản phẩm', 'Một lượng sáp bằng hạt đậu là đủ cho tóc ngắn.'],
    ],
  },
  {
    slug: 'cham-toc-sau-khi-uon',
    title: 'Chăm tóc sau khi uốn để giữ nếp lâu',
    lead: 'Nếp uốn cần 48-72 giờ để ổn định; cách chăm sóc trong tháng đầu quyết định tóc giữ nếp được bao lâu.',
    points: [
      ['Kiêng gội 2 ngày', 'Để thuốc uốn cố định hoàn toàn liên kết mới trong sợi tóc.'],
      ['Dùng dầu gội dịu nhẹ', 'Dầu gội không sulfate giúp lọn tóc không bị duỗi ra.'],
      ['Không chải khi khô', 'Dùng tay vò tạo lọn thay vì lược.'],
    ],
  },
  {
    slug: 'giu-mau-toc-nhuom',
    title: 'Giữ màu tóc nhuộm bền lâu',
    lead: 'Màu nhuộm phai chủ yếu do nước nóng, nắng và dầu gội mạnh; vài thói quen nhỏ giúp màu bền gấp đôi.',
    points: [
      ['Đợi 48 giờ mới gội', 'Cho lớp biểu bì tóc khép lại và giữ hạt màu.'],
      ['Dầu gội cho tóc nhuộm', 'Loại có độ pH thấp, không sulfate.'],
      ['Che tóc khi ra nắng', 'Tia UV làm phai màu nhanh, nhất là các tông khói và nâu sáng.'],
    ],
  },
  {
    slug: 'bao-ve-toc-khi-di-nang',
    title: 'Bảo vệ tóc khi đi nắng',
    lead: 'Tóc cũng bị "cháy nắng": tia UV phá vỡ protein trong sợi tóc, làm tóc khô, giòn và bạc màu.',
    points: [
      ['Đội mũ vải thoáng', 'Mũ vải hoặc mũ lưỡi trai giúp che tóc khi đi bộ ngoài trời lâu.'],
      ['Xịt dưỡng có chống UV', 'Một lớp xịt dưỡng trước khi ra ngoài giúp giảm khô tóc.'],
      ['Gội lại sau khi đi biển', 'Muối và cát làm tóc khô xơ nếu để lâu.'],
    ],
  },
  {
    slug: 'cham-toc-khi-di-boi',
    title: 'Chăm tóc khi đi bơi thường xuyên',
    lead: 'Clo trong hồ bơi làm tóc khô, sạm màu và da đầu ngứa; người bơi hằng tuần cần thêm vài bước chăm sóc.',
    points: [
      ['Làm ướt tóc trước khi xuống hồ', 'Tóc đã ngấm nước sạch sẽ hút ít nước clo hơn.'],
      ['Đội mũ bơi', 'Cách đơn giản nhất để bảo vệ tóc.'],
      ['Gội và xả ngay sau khi bơi', 'Không để clo khô trên tóc.'],
    ],
  },
  {
    slug: 'toc-bac-som',
    title: 'Tóc bạc sớm ở tuổi 20-30',
    lead: 'Tóc bạc sớm phần lớn do di truyền, nhưng căng thẳng, hút thuốc và thiếu vitamin B12 cũng góp phần.',
    points: [
      ['Không nhổ tóc bạc', 'Nhổ tóc làm tổn thương nang tóc và không làm tóc đen trở lại.'],
      ['Ăn uống đủ chất', 'Bổ sung thực phẩm giàu B12, đồng và sắt như trứng, cá, rau xanh.'],
      ['Nhuộm phủ bạc đúng cách', 'Dùng thuốc nhuộm ít amoniac và thử dị ứng trước.'],
    ],
  },
  {
    slug: 'dinh-duong-cho-toc',
    title: 'Ăn gì cho tóc khỏe?',
    lead: 'Tóc được tạo từ keratin, một loại protein; chế độ ăn thiếu đạm và vi chất sẽ thể hiện trên mái tóc sau vài tháng.',
    points: [
      ['Đạm', 'Thịt nạc, cá, trứng, đậu phụ cung cấp nguyên liệu tạo keratin.'],
      ['Sắt và kẽm', 'Thiếu sắt là nguyên nhân thường gặp của tóc rụng nhiều.'],
      ['Omega-3', 'Cá hồi, cá thu, hạt óc chó giúp da đầu đủ ẩm.'],
    ],
  },
  {
    slug: 'goi-dau-bao-nhieu-lan',
    title: 'Nam giới nên gội đầu bao nhiêu lần mỗi tuần?',
    lead: 'Không có con số chung cho mọi người; tần suất gội phụ thuộc vào da đầu, mức vận động và thời tiết.',
    points: [
      ['Da đầu dầu, vận động nhiều', 'Gội mỗi ngày bằng dầu gội dịu nhẹ là hợp lý.'],
      ['Da đầu thường', 'Gội cách ngày giữ được lớp dầu bảo vệ tự nhiên.'],
      ['Da đầu khô, tóc xoăn', '2-3 lần mỗi tuần là đủ.'],
    ],
  },
  {
    slug: 'ngu-khi-toc-uot',
    title: 'Đi ngủ khi tóc còn ướt có sao không?',
    lead: 'Thói quen gội đầu buổi tối rồi đi ngủ ngay rất phổ biến, nhưng ảnh hưởng đến cả tóc và da đầu.',
    points: [
      ['Tóc ướt dễ gãy', 'Sợi tóc ướt yếu hơn, ma sát với gối khiến tóc gãy và xơ.'],
      ['Da đầu ẩm dễ nấm', 'Môi trường ấm ẩm là điều kiện cho gàu phát triển.'],
      ['Sấy khô chân tóc', 'Chỉ cần 3-5 phút sấy chân tóc trước khi ngủ.'],
    ],
  },
  {
    slug: 'chon-luoc-cho-toc-nam',
    title: 'Chọn lược phù hợp với tóc nam',
    lead: 'Một chiếc lược đúng giúp tạo kiểu nhanh hơn và giảm gãy rụng.',
    points: [
      ['Lược răng thưa', 'Dùng khi tóc ướt hoặc tóc xoăn, ít kéo giật.'],
      ['Lược răng dày', 'Tạo đường chải gọn cho Slick Back, Side Part.'],
      ['Lược tròn', 'Dùng khi sấy tạo phồng mái.'],
    ],
  },
  {
    slug: 'cat-toc-dinh-ky',
    title: 'Bao lâu nên cắt tóc một lần?',
    lead: 'Tóc mọc khoảng 1-1,5 cm mỗi tháng; kiểu tóc càng ngắn càng nhanh mất form.',
    points: [
      ['Tóc fade, undercut', 'Cắt lại sau 2-3 tuần để đường chuyển tiếp luôn sắc nét.'],
      ['Tóc ngắn vừa', 'Sau 4-5 tuần.'],
      ['Tóc dài, layer', 'Sau 6-8 tuần để tỉa ngọn và giữ tầng.'],
    ],
  },
  {
    slug: 'cham-toc-mua-mua',
    title: 'Chăm tóc mùa mưa',
    lead: 'Độ ẩm cao làm tóc xù, da đầu bí và dễ có mùi; mắc mưa mà không gội lại càng tệ hơn.',
    points: [
      ['Gội lại sau khi dính mưa', 'Nước mưa mang theo bụi bẩn và axit nhẹ.'],
      ['Sấy khô hoàn toàn', 'Tóc ẩm dưới mũ bảo hiểm là nguyên nhân của mùi và ngứa.'],
      ['Dùng sản phẩm chống ẩm', 'Sáp gốc nước chống xù giúp giữ nếp khi trời nồm.'],
    ],
  },
  {
    slug: 'cham-soc-toc-xoan',
    title: 'Chăm sóc tóc xoăn tự nhiên',
    lead: 'Tóc xoăn dễ khô vì dầu tự nhiên khó đi dọc theo sợi tóc xoắn; cần dưỡng ẩm nhiều hơn tóc thẳng.',
    points: [
      ['Gội ít hơn, xả nhiều hơn', 'Có thể chỉ dùng dầu xả vào những ngày không gội.'],
      ['Không chải khô', 'Gỡ rối bằng tay hoặc lược thưa khi tóc còn dầu xả.'],
      ['Ủ dưỡng mỗi tuần', 'Mặt nạ tóc giúp lọn xoăn rõ và bóng.'],
    ],
  },
  {
    slug: 'toc-che-ngon',
    title: 'Tóc chẻ ngọn: chỉ có một cách chữa',
    lead: 'Khi sợi tóc đã chẻ, không sản phẩm nào dán lại được; cách duy nhất là cắt bỏ và ngăn nó tái diễn.',
    points: [
      ['Tỉa ngọn định kỳ', 'Tỉa 0,5-1 cm mỗi 6-8 tuần với tóc dài.'],
      ['Giảm nhiệt', 'Hạn chế máy sấy nóng và máy ép.'],
      ['Dưỡng ngọn', 'Vài giọt tinh dầu cho phần ngọn sau khi gội.'],
    ],
  },
  {
    slug: 'da-dau-ngua',
    title: 'Da đầu ngứa: nguyên nhân thường gặp',
    lead: 'Ngứa da đầu có thể do gàu, dị ứng sản phẩm, da đầu khô hoặc gội chưa sạch.',
    points: [
      ['Đổi sản phẩm mới gần đây?', 'Ngứa xuất hiện sau khi dùng dầu gội hoặc thuốc nhuộm mới có thể là dị ứng.'],
      ['Xả chưa sạch', 'Dầu gội còn sót lại gây kích ứng; xả lâu hơn 1 phút.'],
      ['Không gãi bằng móng', 'Gãi làm trầy da đầu, dễ nhiễm trùng.'],
    ],
  },
  {
    slug: 'doi-mu-bao-hiem-va-toc',
    title: 'Đội mũ bảo hiểm hằng ngày mà tóc vẫn đẹp',
    lead: 'Đi xe máy là thực tế của nam giới Việt; chiếc mũ bảo hiểm làm xẹp mọi kiểu tóc nếu không có mẹo.',
    points: [
      ['Chọn kiểu tóc ngắn có kết cấu', 'Crop, Crew Cut, Two Block dễ "hồi" lại sau khi bỏ mũ.'],
      ['Lót mũ sạch', 'Giặt lót mũ mỗi 2 tuần để tránh dầu và vi khuẩn.'],
      ['Mang lược nhỏ', 'Chải lại mái và vò nhẹ khi đến nơi.'],
    ],
  },
  {
    slug: 'vuot-sap-dung-cach',
    title: 'Vuốt sáp đúng cách trong 3 phút',
    lead: 'Vuốt sáp sai thường là dùng quá nhiều và vuốt lên tóc ướt; vài bước đơn giản cho kết quả khác hẳn.',
    points: [
      ['Tóc phải khô', 'Sáp không bám trên tóc ướt và làm tóc bết.'],
      ['Làm ấm sáp', 'Xoa sáp giữa hai lòng bàn tay đến khi trong suốt.'],
      ['Từ sau ra trước', 'Vuốt từ gáy và hai bên trước, mái sau cùng để không bị nặng.'],
    ],
  },
  {
    slug: 'goi-dau-nuoc-nong',
    title: 'Gội đầu bằng nước nóng: thói quen cần bỏ',
    lead: 'Nước nóng cho cảm giác sạch và dễ chịu, nhưng làm mất lớp dầu bảo vệ da đầu và làm tóc khô.',
    points: [
      ['Nhiệt độ lý tưởng', 'Nước ấm khoảng 37-38 độ, gần nhiệt độ cơ thể.'],
      ['Xả mát lần cuối', 'Nước mát giúp lớp biểu bì tóc khép lại.'],
      ['Mùa đông', 'Làm ấm phòng tắm thay vì tăng nhiệt độ nước.'],
    ],
  },
  {
    slug: 'massage-da-dau-tai-nha',
    title: 'Massage da đầu tại nhà 5 phút mỗi ngày',
    lead: 'Massage da đầu giúp thư giãn và tăng lưu thông máu đến nang tóc.',
    points: [
      ['Dùng đầu ngón tay', 'Không dùng móng; ấn và xoay tròn nhẹ.'],
      ['Từ trán ra gáy', 'Đi theo đường thẳng từ chân tóc trước trán về sau gáy.'],
      ['Kết hợp khi gội', 'Massage 2 phút lúc thoa dầu gội là cách dễ duy trì nhất.'],
    ],
  },
  {
    slug: 'giu-nep-toc-ca-ngay',
    title: 'Giữ nếp tóc cả ngày ở thành phố nóng ẩm',
    lead: 'Mồ hôi và độ ẩm là kẻ thù của nếp tóc; chuẩn bị đúng từ buổi sáng sẽ giúp tóc đứng đến chiều.',
    points: [
      ['Sấy là bước quyết định', 'Tóc được sấy định hình giữ nếp lâu gấp nhiều lần tóc để khô tự nhiên.'],
      ['Sản phẩm gốc nước', 'Ít bị chảy khi ra mồ hôi.'],
      ['Gôm lớp mỏng', 'Một lớp gôm sau cùng giúp chống ẩm.'],
    ],
  },
  {
    slug: 'toc-co-xoay',
    title: 'Tóc có xoáy: chọn kiểu nào cho dễ vào nếp?',
    lead: 'Xoáy tóc quyết định hướng mọc; chống lại nó mỗi sáng là cuộc chiến không có hồi kết.',
    points: [
      ['Xoáy ở đỉnh đầu', 'Để tóc đỉnh dài vừa đủ để rủ xuống, tránh cắt quá ngắn làm tóc dựng đứng.'],
      ['Xoáy ở mái', 'Chọn đường ngôi theo hướng xoáy thay vì ngược lại.'],
      ['Hai xoáy', 'Kiểu ngắn có kết cấu như Textured Crop giúp che hướng mọc lộn xộn.'],
    ],
  },
  {
    slug: 'cham-toc-khi-di-du-lich',
    title: 'Mang gì để chăm tóc khi đi du lịch',
    lead: 'Vài món nhỏ gọn giúp tóc gọn gàng suốt chuyến đi mà không cần mang cả bộ sản phẩm.',
    points: [
      ['Sáp dạng hộp nhỏ', 'Hộp 30-50 g đủ cho 2 tuần.'],
      ['Lược gấp', 'Gọn nhẹ, dùng được cho cả râu.'],
      ['Dầu gội du lịch', 'Chai 100 ml để mang lên máy bay theo quy định hành lý xách tay.'],
    ],
  },
  {
    slug: 'cang-thang-va-toc',
    title: 'Căng thẳng ảnh hưởng đến tóc như thế nào?',
    lead: 'Áp lực kéo dài làm cơ thể tăng cortisol, có thể đẩy nhiều nang tóc vào giai đoạn nghỉ và rụng sau đó vài tháng.',
    points: [
      ['Ngủ đủ giấc', '7-8 giờ mỗi đêm giúp cơ thể phục hồi.'],
      ['Vận động', '30 phút đi bộ hay chạy bộ mỗi ngày giúp giảm căng thẳng.'],
      ['Thư giãn có chủ đích', 'Một buổi gội massage dưỡng sinh mỗi tuần cũng là cách nghỉ ngơi.'],
    ],
  },
  {
    slug: 'toc-kho-xo-phuc-hoi',
    title: 'Phục hồi tóc khô xơ tại nhà',
    lead: 'Tóc khô xơ thiếu độ ẩm và lớp lipid bảo vệ; phục hồi cần kiên nhẫn trong vài tuần.',
    points: [
      ['Mặt nạ tóc mỗi tuần', 'Ủ 10-15 phút với khăn ấm.'],
      ['Giảm tần suất gội', 'Gội cách ngày, dùng dầu gội dịu nhẹ.'],
      ['Cắt bỏ phần hư', 'Đuôi tóc đã hỏng nên cắt để phần còn lại khỏe hơn.'],
    ],
  },
];

/** What a stylist adds at the chair about each tip (one piece of advice per article). */
export const STYLIST_NOTES: Record<string, string> = {
  'tri-gau-tai-nha':
    'Khi ngồi ghế gội, hãy nói với kỹ thuật viên rằng anh đang trị gàu: họ sẽ massage bằng đầu ngón tay thay vì gãi mạnh và xả nước mát ở lần cuối để da đầu bớt kích ứng.',
  'rung-toc-o-nam-gioi':
    'Stylist có thể nhận ra vùng tóc thưa sớm hơn anh vì nhìn đỉnh đầu từ trên xuống mỗi tháng; hãy hỏi họ so sánh với lần cắt trước và chụp lại một tấm ảnh đỉnh đầu để theo dõi.',
  'chon-dau-goi-theo-da-dau':
    'Một mẹo đơn giản: gội buổi tối rồi sờ da đầu vào sáng hôm sau; nếu đã nhờn thì anh thuộc nhóm da đầu dầu, nếu căng và ngứa thì là da đầu khô.',
  'dau-xa-co-can-thiet': 'Với kiểu tóc ngắn hai bên, chỉ cần một lượng dầu xả bằng đồng xu cho phần tóc phía trên; phần tóc ngắn sát không cần đến.',
  'say-toc-dung-cach': 'Hướng gió quyết định nếp tóc: sấy ngược hướng anh muốn tóc nằm để chân tóc phồng, rồi sấy xuôi lại để định hình.',
  'sap-gom-pomade-khac-nhau': 'Nếu chỉ mua một sản phẩm, hãy chọn sáp độ giữ nếp vừa, độ bóng thấp: nó hợp với nhiều kiểu tóc nhất và dễ gội sạch.',
  'toc-bet-nhanh': 'Dầu gội khô là cứu cánh cho những ngày không kịp gội: xịt vào chân tóc, đợi một phút rồi vò nhẹ.',
  'cham-toc-sau-khi-uon': 'Hãy quay lại salon sau 2 tuần để stylist kiểm tra lọn và hấp dưỡng nếu tóc bắt đầu khô ở ngọn.',
  'giu-mau-toc-nhuom': 'Màu phai đều thì đẹp hơn màu phai loang: dặm lại chân tóc sau 4-6 tuần giúp tổng thể luôn đồng màu.',
  'bao-ve-toc-khi-di-nang': 'Sau một chuyến đi biển, một buổi hấp dầu phục hồi giúp tóc lấy lại độ mềm nhanh hơn nhiều so với tự dưỡng ở nhà.',
  'cham-toc-khi-di-boi': 'Người bơi hằng ngày nên gội bằng dầu gội làm sạch sâu mỗi tuần một lần để loại bỏ clo tích tụ.',
  'toc-bac-som': 'Nếu tóc bạc dưới 20%, kiểu tóc ngắn có kết cấu sẽ làm sợi bạc hòa vào tổng thể, nhiều khi không cần nhuộm.',
  'dinh-duong-cho-toc': 'Tóc phản ánh chế độ ăn của 2-3 tháng trước, nên đừng nản nếu chưa thấy thay đổi ngay sau vài tuần.',
  'goi-dau-bao-nhieu-lan': 'Những hôm tập thể thao ra nhiều mồ hôi, xả tóc bằng nước sạch và dùng dầu xả là đủ, không nhất thiết phải gội lại bằng dầu gội.',
  'ngu-khi-toc-uot': 'Vỏ gối lụa hoặc satin giảm ma sát, giúp tóc ít rối và ít gãy hơn vỏ gối cotton.',
  'chon-luoc-cho-toc-nam': 'Rửa lược mỗi tuần bằng nước ấm và xà phòng; lược bẩn đưa dầu và bụi trở lại mái tóc vừa gội sạch.',
  'cat-toc-dinh-ky': 'Đặt lịch lần sau ngay khi vừa cắt xong giúp anh giữ đúng nhịp và chọn được giờ đẹp.',
  'cham-toc-mua-mua': 'Mang theo một chiếc khăn nhỏ trong cốp xe để thấm tóc ngay khi tới nơi.',
  'cham-soc-toc-xoan': 'Cắt tóc xoăn khi khô giúp stylist thấy đúng độ co của lọn, tránh tình trạng tóc ngắn hơn dự tính khi khô lại.',
  'toc-che-ngon': 'Dấu hiệu cần tỉa ngọn: đuôi tóc tách thành hình chữ Y hoặc chạm vào thấy ráp hơn phần chân.',
  'da-dau-ngua': 'Hãy mang theo tên sản phẩm anh đang dùng khi đến salon; kỹ thuật viên sẽ tránh dùng những loại có thành phần tương tự.',
  'doi-mu-bao-hiem-va-toc': 'Đội mũ khi tóc đã khô hoàn toàn giúp nếp tóc ít bị ép bẹp hơn đội lúc tóc còn ẩm.',
  'vuot-sap-dung-cach': 'Nếu lỡ dùng quá nhiều sáp, thấm bớt bằng khăn khô và sấy nóng nhẹ để sáp mỏng ra thay vì gội lại.',
  'goi-dau-nuoc-nong': 'Nếu thích cảm giác ấm, hãy làm ấm vai gáy bằng khăn nóng khi gội thay vì tăng nhiệt độ nước lên đầu.',
  'massage-da-dau-tai-nha': 'Vài giọt dầu dừa hoặc dầu dưỡng da đầu giúp ngón tay lướt êm hơn; gội sạch sau 20 phút.',
  'giu-nep-toc-ca-ngay': 'Trước buổi họp quan trọng, một lượt tạo kiểu tại salon giữ nếp lâu hơn hẳn vì được sấy và khóa nếp đúng kỹ thuật.',
  'toc-co-xoay': 'Chụp ảnh đỉnh đầu để stylist xem hướng xoáy trước khi tư vấn kiểu; nhiều người có hai xoáy mà không biết.',
  'cham-toc-khi-di-du-lich': 'Cắt tóc trước chuyến đi khoảng một tuần để tóc vừa vào nếp trong những tấm ảnh du lịch.',
  'cang-thang-va-toc': 'Rụng tóc do căng thẳng thường hồi phục sau 6-9 tháng khi nguyên nhân được giải quyết; hãy kiên nhẫn và chăm sóc nhẹ nhàng.',
  'toc-kho-xo-phuc-hoi': 'Bắt đầu bằng một buổi phục hồi tại salon rồi duy trì ở nhà sẽ thấy kết quả nhanh hơn chỉ tự chăm.',
};
