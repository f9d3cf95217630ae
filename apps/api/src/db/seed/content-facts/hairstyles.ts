/**
 * Facts about men's hairstyles, face shapes and hair types, written by hand; content-pages.ts turns
 * them into the hairstyle guides. Lengths in centimetres, upkeep in weeks.
 */
export type FaceKey = 'tron' | 'vuong' | 'dai' | 'trai-xoan' | 'trai-tim' | 'kim-cuong';
export type HairKey = 'mong-mem' | 'day-cung' | 'xoan' | 'thua-tran' | 'dau' | 'kho-xo';

export interface Trend {
  slug: string;
  name: string;
  /** Where it comes from or why it is back. */
  origin: string;
  /** What it looks like. */
  look: string;
  top: string;
  sides: string;
  faces: FaceKey[];
  hair: HairKey[];
  /** Who should think twice. */
  caution: string;
  upkeepWeeks: number;
  product: string;
  steps: string[];
  /** Where it fits best. */
  occasions: string[];
  /** The service to ask for at the salon. */
  service: string;
}

export const TRENDS: Trend[] = [
  {
    slug: 'side-part', name: 'Side Part', origin: 'Kiểu rẽ ngôi lệch đã có mặt trong tủ kiểu tóc của quý ông từ những năm 1950 và chưa bao giờ thật sự lỗi thời, vì nó hợp với hầu hết hoàn cảnh từ phòng họp đến đám cưới.',
    look: 'Tóc được chia ngôi rõ ở một bên theo tỉ lệ khoảng 3/7, phần mái chải nghiêng sang bên dày, hai bên cắt gọn vừa phải.',
    top: '6-9 cm', sides: '2-3 cm, vuốt sát', faces: ['tron', 'vuong', 'trai-xoan', 'kim-cuong'], hair: ['day-cung', 'mong-mem', 'dau'],
    caution: 'Người có xoáy tóc ngay đỉnh đầu nên để stylist xác định hướng ngôi theo xoáy, nếu không tóc sẽ luôn vểnh ngược hướng chải.',
    upkeepWeeks: 4, product: 'pomade gốc nước độ bóng vừa',
    steps: ['Sấy tóc còn ẩm theo hướng ngôi, dùng lược tạo đường ngôi thẳng từ đuôi lông mày.', 'Lấy một lượng pomade bằng hạt đậu, xoa đều hai lòng bàn tay rồi vuốt từ chân tóc ra ngọn.', 'Dùng lược răng thưa chải lại phần mái nghiêng, giữ nếp bằng một lớp gôm mỏng nếu đi cả ngày.'],
    occasions: ['đi làm văn phòng', 'sự kiện trang trọng', 'chụp ảnh hồ sơ'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'undercut', name: 'Undercut', origin: 'Undercut nổi lên ở châu Âu đầu thế kỷ 20 và trở lại mạnh mẽ nhờ phim ảnh thập niên 2010; tới nay vẫn là nền của rất nhiều kiểu tóc hiện đại.',
    look: 'Hai bên và gáy cắt rất ngắn, gần như không chuyển tiếp, tạo ranh giới rõ với phần tóc dài phía trên.',
    top: '8-12 cm', sides: '3-6 mm', faces: ['tron', 'trai-xoan', 'trai-tim'], hair: ['day-cung', 'dau'],
    caution: 'Vùng tóc hai bên ngắn làm lộ hình dáng hộp sọ; nếu đầu có vết sẹo hoặc gồ thì nên chọn kiểu fade chuyển tiếp mềm hơn.',
    upkeepWeeks: 3, product: 'sáp giữ nếp mạnh, độ bóng thấp',
    steps: ['Sấy phần tóc trên hướng ra sau hoặc lệch sang một bên tùy kiểu vuốt anh chọn.', 'Chia sáp thành hai lần: lần đầu cho chân tóc để tạo độ phồng, lần sau cho phần ngọn để tạo kết cấu.', 'Kiểm tra ranh giới hai bên, gạt những sợi tóc dài rủ xuống vào đúng vị trí.'],
    occasions: ['đi chơi cuối tuần', 'môi trường sáng tạo'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'two-block', name: 'Two Block', origin: 'Two Block là kiểu tóc quen thuộc của nam giới Hàn Quốc, phổ biến ở Việt Nam nhờ các bộ phim và nhóm nhạc từ khoảng năm 2015.',
    look: 'Phần tóc trên để dài, phủ xuống che phần hai bên đã được cắt ngắn bên dưới, tạo hai "khối" tóc tách biệt nhưng nhìn tổng thể vẫn mềm mại.',
    top: '10-14 cm', sides: '6-12 mm, được tóc trên che', faces: ['dai', 'trai-xoan', 'kim-cuong', 'vuong'], hair: ['mong-mem', 'day-cung'],
    caution: 'Tóc quá dày và cứng sẽ khó rủ xuống che phần hai bên; khi đó nên tỉa mỏng phần trên hoặc kết hợp uốn nhẹ.',
    upkeepWeeks: 5, product: 'xịt dưỡng tạo phồng và một chút sáp mềm',
    steps: ['Sấy tóc cúi đầu về phía trước để chân tóc phồng tự nhiên.', 'Chải mái rủ xuống trán, hơi chếch sang một bên.', 'Vuốt một ít sáp mềm ở phần ngọn để tóc tách sợi, tránh vuốt vào chân làm tóc xẹp.'],
    occasions: ['sinh viên', 'đi làm môi trường trẻ', 'hẹn hò'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'layer', name: 'Layer', origin: 'Tóc Layer mượn kỹ thuật cắt tầng vốn dùng cho tóc nữ, được giới trẻ châu Á biến tấu thành kiểu tóc nam dài vừa phải, nhiều chuyển động.',
    look: 'Tóc được cắt thành nhiều tầng dài ngắn khác nhau, phần ngọn tỉa mỏng, ôm theo đầu và đổ nhẹ về phía mặt.',
    top: '10-15 cm', sides: '5-8 cm, tỉa tầng', faces: ['vuong', 'dai', 'kim-cuong', 'trai-xoan'], hair: ['day-cung', 'xoan', 'mong-mem'],
    caution: 'Layer cần tóc đủ dài; nếu đang để tóc ngắn, anh nên nuôi tóc thêm 6-8 tuần trước khi cắt tầng.',
    upkeepWeeks: 6, product: 'kem tạo kiểu hoặc sea salt spray',
    steps: ['Xịt sea salt spray khi tóc còn ẩm để tạo kết cấu.', 'Sấy tóc bằng tay, vò nhẹ từ ngọn lên để các tầng tách nhau.', 'Lấy chút kem tạo kiểu vuốt dọc theo các lọn tóc phía trước.'],
    occasions: ['phong cách nghệ sĩ', 'đi chơi', 'chụp ảnh'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'mohican', name: 'Mohican', origin: 'Tên kiểu tóc lấy cảm hứng từ một bộ tộc bản địa Bắc Mỹ; phiên bản hiện đại ở Việt Nam thường là "mohican Hàn" nhẹ nhàng hơn nhiều so với kiểu punk nguyên bản.',
    look: 'Dải tóc giữa đỉnh đầu dựng cao từ trán ra gáy, hai bên cắt ngắn hoặc fade, tạo dáng đầu thon và cao.',
    top: '5-8 cm ở giữa', sides: '3-9 mm', faces: ['tron', 'vuong', 'trai-tim'], hair: ['day-cung', 'dau'],
    caution: 'Khuôn mặt dài không nên chọn Mohican vì dải tóc dựng cao khiến mặt trông còn dài hơn.',
    upkeepWeeks: 3, product: 'sáp cứng và gôm giữ nếp',
    steps: ['Sấy dải tóc giữa dựng thẳng lên, hướng máy sấy từ dưới chân tóc.', 'Vuốt sáp cứng, dồn tóc vào giữa tạo đường sống lưng.', 'Xịt gôm từ khoảng cách 20 cm để giữ dáng suốt ngày.'],
    occasions: ['thể thao', 'đi chơi', 'cá tính'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'quiff', name: 'Quiff', origin: 'Quiff là hậu duệ của tóc Pompadour, phổ biến trong giới rock and roll thập niên 1950 và được làm mới bằng phần hai bên ngắn gọn hơn.',
    look: 'Phần mái phía trước dựng lên và hất ra sau, phồng ở trán và thấp dần về đỉnh đầu; hai bên ngắn.',
    top: '7-10 cm ở mái', sides: '1-2 cm', faces: ['tron', 'vuong', 'trai-xoan'], hair: ['day-cung', 'dau', 'mong-mem'],
    caution: 'Tóc mỏng vẫn làm được Quiff nhưng cần sấy kỹ và dùng bột tạo phồng; bỏ qua bước sấy thì mái sẽ sụp sau vài giờ.',
    upkeepWeeks: 4, product: 'bột tạo phồng kết hợp sáp độ bám cao',
    steps: ['Sấy mái tóc dựng lên bằng lược tròn, kéo từ chân tóc lên và ra sau.', 'Rắc bột tạo phồng vào chân tóc phần mái.', 'Vuốt sáp đều rồi dùng ngón tay định hình đỉnh Quiff cao nhất ở trán.'],
    occasions: ['tiệc tối', 'hẹn hò', 'đi làm'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'pompadour', name: 'Pompadour', origin: 'Tên gọi bắt nguồn từ phu nhân Pompadour của Pháp thế kỷ 18, sau này gắn với hình ảnh Elvis Presley và phong cách cổ điển lịch lãm.',
    look: 'Toàn bộ phần tóc trên chải ngược ra sau thành một khối phồng tròn, bóng mượt; hai bên gọn sát đầu.',
    top: '10-13 cm', sides: '2-3 cm hoặc fade', faces: ['tron', 'trai-xoan', 'kim-cuong'], hair: ['day-cung', 'dau'],
    caution: 'Pompadour cần thời gian tạo kiểu 10-15 phút mỗi sáng; nếu anh thích "dậy là đi" thì chọn Side Part hoặc Crew Cut sẽ nhẹ nhàng hơn.',
    upkeepWeeks: 4, product: 'pomade gốc dầu độ bóng cao',
    steps: ['Sấy toàn bộ phần tóc trên ra sau, dùng lược tròn tạo độ cong ở mái.', 'Vuốt pomade đều từ trước ra sau.', 'Dùng lược răng dày chải ra sau rồi đẩy nhẹ phần mái về phía trước để tạo khối phồng.'],
    occasions: ['sự kiện', 'phong cách cổ điển', 'đám cưới'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'slick-back', name: 'Slick Back', origin: 'Slick Back gắn với hình ảnh doanh nhân và các bộ phim về phố Wall; kiểu tóc này cho thấy anh là người chỉn chu, tự tin.',
    look: 'Tóc chải ngược hoàn toàn ra sau, ép sát đầu, bóng hoặc mờ tùy sản phẩm; không có đường ngôi.',
    top: '8-12 cm', sides: '1-3 cm hoặc undercut', faces: ['trai-xoan', 'vuong', 'kim-cuong'], hair: ['day-cung', 'kho-xo'],
    caution: 'Trán quá cao hoặc tóc thưa vùng trán sẽ lộ rõ khi chải ngược; khi đó nên để mái hơi phồng thay vì ép sát.',
    upkeepWeeks: 4, product: 'pomade hoặc gel độ bóng cao',
    steps: ['Để tóc hơi ẩm, chải thẳng ra sau.', 'Thoa pomade đều toàn bộ phần tóc trên.', 'Chải lại bằng lược răng dày để các đường tóc song song và gọn gàng.'],
    occasions: ['họp đối tác', 'tiệc tối', 'sự kiện trang trọng'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'buzz-cut', name: 'Buzz Cut', origin: 'Buzz Cut ra đời từ yêu cầu vệ sinh trong quân đội, nay là lựa chọn của những người muốn gọn nhẹ tối đa và tôn đường nét khuôn mặt.',
    look: 'Toàn bộ tóc cắt bằng tông đơ cùng một độ dài rất ngắn, có thể kết hợp fade ở hai bên cho đẹp hơn.',
    top: '3-9 mm', sides: '1-6 mm', faces: ['trai-xoan', 'vuong', 'kim-cuong'], hair: ['thua-tran', 'xoan', 'day-cung', 'dau'],
    caution: 'Buzz Cut lộ hoàn toàn dáng đầu; mặt tròn và đầu bẹt phía sau nên cân nhắc hoặc để phần đỉnh dài hơn vài milimét.',
    upkeepWeeks: 2, product: 'không cần sản phẩm, chỉ cần kem chống nắng cho da đầu',
    steps: ['Gội sạch và lau khô bằng khăn, không cần sấy.', 'Thoa một lớp kem dưỡng ẩm mỏng nếu da đầu khô.', 'Ra nắng thì đội mũ hoặc dùng kem chống nắng cho vùng da đầu.'],
    occasions: ['thể thao', 'mùa hè', 'người bận rộn'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'crew-cut', name: 'Crew Cut', origin: 'Crew Cut xuất phát từ các đội đua thuyền của trường đại học Mỹ, là kiểu tóc ngắn gọn gàng nhưng vẫn có chút độ dài để tạo kiểu.',
    look: 'Phần trên ngắn vừa, hơi dài hơn ở mái; hai bên và gáy ngắn dần đều, tổng thể gọn và nam tính.',
    top: '2-4 cm', sides: '6-9 mm', faces: ['tron', 'vuong', 'trai-xoan', 'dai', 'trai-tim'], hair: ['day-cung', 'mong-mem', 'dau', 'thua-tran'],
    caution: 'Crew Cut hợp gần như mọi người; chỉ những ai muốn che trán rộng mới cần để mái dài hơn một chút.',
    upkeepWeeks: 3, product: 'sáp mờ lượng rất ít',
    steps: ['Lau khô tóc bằng khăn.', 'Xoa một lượng sáp bằng nửa hạt đậu lên đầu ngón tay.', 'Vuốt nhẹ mái dựng lên hoặc hơi nghiêng.'],
    occasions: ['đi làm', 'thể thao', 'hằng ngày'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'french-crop', name: 'French Crop', origin: 'French Crop bắt nguồn từ kiểu Caesar của La Mã cổ đại, được các thợ cắt châu Âu làm mới với phần mái bằng ngắn ngang trán.',
    look: 'Tóc trên ngắn vừa, chải xuôi về phía trước, mái cắt bằng ngắn phía trên lông mày; hai bên fade.',
    top: '3-5 cm', sides: 'fade từ 0 đến 6 mm', faces: ['dai', 'trai-xoan', 'kim-cuong', 'vuong'], hair: ['day-cung', 'thua-tran', 'xoan'],
    caution: 'Mặt tròn nên yêu cầu stylist để phần đỉnh cao hơn một chút, tránh mái bằng làm mặt trông ngắn lại.',
    upkeepWeeks: 3, product: 'bột tạo kết cấu hoặc sáp mờ',
    steps: ['Sấy tóc xuôi về phía trước.', 'Vò một ít sáp mờ vào phần trên cho tóc có kết cấu.', 'Dùng ngón tay kéo nhẹ mái cho đều, không cần chải.'],
    occasions: ['hằng ngày', 'đi làm', 'du lịch'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'textured-crop', name: 'Textured Crop', origin: 'Textured Crop là phiên bản "bụi" hơn của French Crop, phổ biến ở Anh từ cuối thập niên 2010 nhờ vẻ tự nhiên, không cần chải chuốt.',
    look: 'Phần trên được tỉa bằng kéo tạo nhiều sợi lởm chởm có chủ đích, mái ngắn rủ xuống; hai bên skin fade hoặc mid fade.',
    top: '4-6 cm', sides: 'skin fade đến 3 mm', faces: ['dai', 'trai-xoan', 'vuong'], hair: ['day-cung', 'xoan', 'dau'],
    caution: 'Tóc rất mỏng khó giữ được kết cấu rời; anh nên dùng bột tạo phồng hoặc chọn Crew Cut thay thế.',
    upkeepWeeks: 3, product: 'clay (đất sét) tạo kiểu mờ',
    steps: ['Sấy tóc khô tới 90%.', 'Vò clay từ chân tóc, đẩy tóc về phía trước.', 'Dùng đầu ngón tay nhón từng lọn để tạo kết cấu rời.'],
    occasions: ['đi chơi', 'sinh viên', 'hằng ngày'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'mullet', name: 'Mullet', origin: 'Mullet từng là biểu tượng thập niên 1980, bị xem là lỗi mốt rồi trở lại mạnh mẽ với thế hệ GenZ trong phiên bản gọn gàng hơn.',
    look: 'Phía trước và hai bên ngắn, phần gáy để dài chấm cổ; bản hiện đại thường kết hợp tỉa layer và uốn nhẹ.',
    top: '5-8 cm', sides: 'ngắn, gáy dài 8-12 cm', faces: ['trai-xoan', 'dai', 'kim-cuong'], hair: ['xoan', 'day-cung'],
    caution: 'Môi trường công sở khắt khe có thể không hợp với phần gáy dài; anh có thể chọn "mullet nhẹ" với gáy chỉ dài hơn 2-3 cm.',
    upkeepWeeks: 5, product: 'kem tạo lọn hoặc mousse',
    steps: ['Xịt mousse lên tóc ẩm.', 'Sấy phần gáy hướng xuống, vò nhẹ cho đuôi tóc cong.', 'Vuốt phần trước cho tơi, không ép sát.'],
    occasions: ['âm nhạc', 'đi chơi', 'phong cách cá tính'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'comma-hair', name: 'Comma Hair', origin: 'Comma Hair (tóc dấu phẩy) được các diễn viên Hàn Quốc phổ biến, tên gọi đến từ lọn mái cong vào trong giống dấu phẩy.',
    look: 'Mái dài rủ xuống một bên, phần đuôi mái uốn cong vào trong ôm lấy lông mày; hai bên gọn.',
    top: '10-13 cm', sides: '2-4 cm', faces: ['dai', 'vuong', 'trai-xoan', 'kim-cuong'], hair: ['mong-mem', 'day-cung'],
    caution: 'Lọn dấu phẩy khó giữ với tóc xoăn tự nhiên; anh có thể kết hợp ép hoặc uốn định hình để lọn vào nếp.',
    upkeepWeeks: 5, product: 'xịt giữ nếp nhẹ',
    steps: ['Chia mái sang một bên.', 'Dùng lược tròn sấy cuộn đuôi mái vào trong.', 'Cố định lọn bằng xịt giữ nếp nhẹ, không dùng sáp cứng.'],
    occasions: ['hẹn hò', 'đi học', 'chụp ảnh'], service: 'Uốn con sâu',
  },
  {
    slug: 'ngoi-giua', name: 'Rẽ ngôi giữa (Middle Part)', origin: 'Tóc rẽ ngôi giữa từng thịnh hành cuối thập niên 1990 và quay lại cùng phong cách "retro" của những năm gần đây.',
    look: 'Tóc chia đều hai bên từ đường giữa trán, phần mái dài rủ ra hai bên như rèm cửa; hai bên tóc vừa.',
    top: '10-14 cm', sides: '4-6 cm', faces: ['trai-xoan', 'vuong', 'trai-tim'], hair: ['mong-mem', 'day-cung', 'xoan'],
    caution: 'Khuôn mặt dài và tròn nên tránh ngôi giữa thẳng tắp; một đường ngôi hơi lệch vài milimét sẽ làm mặt cân đối hơn.',
    upkeepWeeks: 6, product: 'kem dưỡng tạo kiểu',
    steps: ['Rẽ ngôi khi tóc còn ướt.', 'Sấy từng bên ra ngoài để mái cong nhẹ.', 'Vuốt chút kem tạo kiểu để tóc bóng khỏe, không bị xù.'],
    occasions: ['phong cách retro', 'đi chơi', 'đi học'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'ivy-league', name: 'Ivy League', origin: 'Ivy League là kiểu tóc của sinh viên các trường đại học danh tiếng ở Mỹ thập niên 1950-60, nên mang vẻ học thức, gọn gàng.',
    look: 'Về cơ bản là Crew Cut nhưng mái dài hơn đủ để chải lệch sang một bên tạo đường ngôi mềm.',
    top: '4-6 cm', sides: '1-2 cm', faces: ['tron', 'vuong', 'dai', 'trai-xoan'], hair: ['day-cung', 'mong-mem', 'thua-tran'],
    caution: 'Tóc quá cứng dựng đứng cần được tỉa mỏng để mái chịu nằm nghiêng.',
    upkeepWeeks: 4, product: 'kem tạo kiểu độ bóng thấp',
    steps: ['Chải mái lệch sang bên khi sấy.', 'Xoa kem tạo kiểu mỏng đều.', 'Chải gọn lại bằng lược, giữ đường ngôi mờ tự nhiên.'],
    occasions: ['đi làm', 'phỏng vấn', 'đi học'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'faux-hawk', name: 'Faux Hawk', origin: 'Faux Hawk (mohawk giả) là cách để có dáng mohawk mà không phải cạo hai bên, phổ biến nhờ các cầu thủ bóng đá đầu những năm 2000.',
    look: 'Tóc hai bên ngắn vừa, phần giữa dồn lại và vuốt nhọn lên cao; khi cần có thể chải xẹp xuống như tóc ngắn thường.',
    top: '5-7 cm', sides: '1-2 cm', faces: ['tron', 'trai-xoan', 'vuong'], hair: ['day-cung', 'dau'],
    caution: 'Mặt dài và nhọn cằm nên để phần giữa thấp hơn, tránh làm mặt thêm dài.',
    upkeepWeeks: 3, product: 'sáp cứng',
    steps: ['Sấy tóc hướng vào giữa đỉnh đầu.', 'Vuốt sáp từ hai bên dồn vào giữa.', 'Nhón các đỉnh tóc ở giữa thành hình chóp.'],
    occasions: ['thể thao', 'đi chơi', 'lễ hội'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'taper-fade', name: 'Taper Fade', origin: 'Taper là kỹ thuật ngắn dần về phía gáy và tóc mai, có từ thời các tiệm cắt tóc cổ điển; fade làm sự chuyển tiếp mượt đến mức không thấy đường cắt.',
    look: 'Tóc chỉ ngắn dần ở vùng tóc mai và gáy, phần còn lại giữ độ dài tự nhiên; dễ kết hợp với hầu hết kiểu tóc trên.',
    top: 'tùy kiểu', sides: 'chỉ ngắn ở tóc mai và gáy', faces: ['tron', 'vuong', 'dai', 'trai-xoan', 'trai-tim', 'kim-cuong'], hair: ['day-cung', 'mong-mem', 'xoan', 'dau', 'thua-tran'],
    caution: 'Taper Fade an toàn cho môi trường công sở; nếu muốn nổi bật hơn hãy chọn Skin Fade.',
    upkeepWeeks: 3, product: 'tùy kiểu tóc phía trên',
    steps: ['Tạo kiểu phần tóc trên như bình thường.', 'Chú ý giữ đường viền gáy sạch bằng cách cắt lại sau 3 tuần.', 'Không cần sản phẩm cho phần taper.'],
    occasions: ['công sở', 'hằng ngày'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'skin-fade', name: 'Skin Fade', origin: 'Skin Fade phát triển mạnh trong cộng đồng barber Mỹ gốc Phi và trở thành thước đo tay nghề của người thợ vì độ chuyển tiếp khó.',
    look: 'Hai bên chuyển từ da đầu trơn ở dưới lên dần dài hơn ở trên, không có vết ngấn; thường đi kèm Crop, Quiff hoặc Pompadour.',
    top: 'tùy kiểu', sides: 'từ 0 mm lên 6-9 mm', faces: ['tron', 'trai-xoan', 'vuong', 'kim-cuong'], hair: ['day-cung', 'xoan', 'dau'],
    caution: 'Da đầu nhạy cảm hoặc dễ nổi mẩn sau khi cạo nên chọn fade từ 1 mm thay vì cạo trơn.',
    upkeepWeeks: 2, product: 'tùy kiểu tóc phía trên',
    steps: ['Giữ da đầu vùng fade sạch, dưỡng ẩm nhẹ sau khi cắt.', 'Tạo kiểu phần tóc trên như bình thường.', 'Hẹn cắt lại sau 2-3 tuần vì fade mọc lại rất nhanh.'],
    occasions: ['đi chơi', 'thể thao', 'sự kiện'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'wolf-cut', name: 'Wolf Cut', origin: 'Wolf Cut là sự lai giữa Mullet và Shag, nổi lên từ mạng xã hội năm 2021 với vẻ hoang dã, phóng khoáng.',
    look: 'Tóc tỉa nhiều tầng ngắn ở đỉnh, dài dần về gáy, phần ngọn xơ tự nhiên như bờm sói; thường có mái thưa.',
    top: '6-10 cm', sides: 'tỉa tầng, gáy 8-12 cm', faces: ['trai-xoan', 'dai', 'vuong'], hair: ['xoan', 'day-cung'],
    caution: 'Tóc mỏng và thẳng rủ khó lên dáng Wolf Cut; anh có thể cần uốn nhẹ để tóc có độ bồng.',
    upkeepWeeks: 6, product: 'sea salt spray và kem tạo lọn',
    steps: ['Xịt sea salt spray lên tóc ẩm.', 'Sấy bằng đầu khuếch tán hoặc vò bằng tay.', 'Dùng chút kem tạo lọn cho phần đuôi.'],
    occasions: ['âm nhạc', 'nghệ thuật', 'đi chơi'], service: 'Uốn con sâu',
  },
  {
    slug: 'man-bun', name: 'Man Bun', origin: 'Búi tóc nam có từ thời samurai Nhật Bản và được các nghệ sĩ, vận động viên phương Tây đưa trở lại như biểu tượng phóng khoáng.',
    look: 'Tóc dài qua vai được búi gọn ở đỉnh đầu hoặc sau gáy; có thể kết hợp undercut hai bên để gọn hơn.',
    top: 'từ 20 cm', sides: 'dài hoặc undercut', faces: ['trai-xoan', 'vuong', 'kim-cuong'], hair: ['day-cung', 'xoan'],
    caution: 'Buộc quá chặt mỗi ngày có thể gây rụng tóc do căng chân tóc; hãy đổi vị trí búi và dùng dây buộc vải mềm.',
    upkeepWeeks: 8, product: 'dầu xả và tinh dầu dưỡng tóc',
    steps: ['Chải gọn toàn bộ tóc ra sau.', 'Buộc đuôi ngựa ở vị trí muốn búi.', 'Xoắn và quấn tóc quanh chân buộc, cố định lần hai bằng dây thun vải.'],
    occasions: ['nghệ sĩ', 'du lịch', 'thể thao'], service: 'Gội massage dưỡng sinh',
  },
  {
    slug: 'caesar', name: 'Caesar', origin: 'Kiểu tóc mang tên hoàng đế La Mã Julius Caesar, người được cho là đã dùng mái ngắn chải xuống để che trán cao.',
    look: 'Toàn bộ tóc ngắn đều, chải xuôi về phía trước, mái cắt ngang thẳng và rất ngắn.',
    top: '2-4 cm', sides: '1-2 cm', faces: ['dai', 'trai-xoan', 'kim-cuong'], hair: ['thua-tran', 'xoan', 'day-cung'],
    caution: 'Caesar là lựa chọn tốt cho tóc thưa vùng trán vì mái che đường chân tóc; mặt tròn thì nên để đỉnh cao hơn.',
    upkeepWeeks: 3, product: 'sáp mờ lượng ít',
    steps: ['Lau khô tóc.', 'Chải xuôi mái về phía trước.', 'Vuốt chút sáp để tóc nằm đều.'],
    occasions: ['hằng ngày', 'đi làm', 'người bận rộn'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'toc-the-thao', name: 'Tóc thể thao', origin: 'Tóc thể thao là cách người Việt gọi kiểu tóc ngắn đều, dễ chịu, được các đội tuyển bóng đá và người lao động chân tay ưa chuộng vì không vướng víu.',
    look: 'Tóc trên ngắn 2-3 cm, hai bên ngắn hơn chút, tổng thể tròn đều và gọn.',
    top: '2-3 cm', sides: '1-1,5 cm', faces: ['tron', 'vuong', 'dai', 'trai-xoan', 'trai-tim', 'kim-cuong'], hair: ['day-cung', 'mong-mem', 'dau', 'thua-tran', 'kho-xo'],
    caution: 'Kiểu tóc an toàn nhưng dễ trông "phổ thông"; hãy để stylist tỉa thêm kết cấu phần đỉnh để trông hiện đại hơn.',
    upkeepWeeks: 4, product: 'không bắt buộc',
    steps: ['Gội và lau khô.', 'Chải tay nhẹ theo hướng mọc tự nhiên.', 'Nếu muốn gọn hơn, dùng chút sáp mờ ở mái.'],
    occasions: ['thể thao', 'hằng ngày', 'mùa hè'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'curtain', name: 'Curtain (mái rèm)', origin: 'Mái rèm là biểu tượng của các thần tượng những năm 1990, được làm mới với phần hai bên gọn hơn và mái nhẹ tênh.',
    look: 'Mái dài chia hai bên từ giữa hoặc hơi lệch, cong nhẹ ra ngoài như hai tấm rèm khép mở, che một phần trán.',
    top: '9-12 cm', sides: '2-4 cm', faces: ['trai-tim', 'dai', 'trai-xoan'], hair: ['mong-mem', 'day-cung'],
    caution: 'Tóc quá dày cần được tỉa mỏng phần mái, nếu không mái sẽ phồng như chiếc mũ.',
    upkeepWeeks: 5, product: 'xịt tạo phồng nhẹ',
    steps: ['Chia mái khi tóc ướt.', 'Sấy từng bên mái hướng ra ngoài bằng lược tròn.', 'Xịt nhẹ để giữ độ cong.'],
    occasions: ['đi học', 'hẹn hò', 'đi chơi'], service: 'Cắt gội 10 bước',
  },
  {
    slug: 'sidepart-uon', name: 'Side Part uốn phồng', origin: 'Sự kết hợp giữa đường ngôi cổ điển và kỹ thuật uốn phồng chân tóc, được nam giới công sở chọn khi tóc mỏng, dễ xẹp.',
    look: 'Đường ngôi lệch rõ ràng, phần mái và đỉnh phồng nhẹ nhờ uốn chân tóc, tóc giữ dáng cả ngày mà ít cần sáp.',
    top: '7-10 cm', sides: '2-3 cm', faces: ['tron', 'dai', 'trai-xoan', 'kim-cuong'], hair: ['mong-mem', 'dau', 'thua-tran'],
    caution: 'Sau uốn cần kiêng gội 48 giờ để nếp vào ổn định.',
    upkeepWeeks: 6, product: 'sáp mềm hoặc kem tạo kiểu',
    steps: ['Sấy theo đường ngôi, nâng chân tóc bằng lược.', 'Vuốt chút sáp mềm ở phần ngọn.', 'Chỉnh lại đường ngôi bằng lược đuôi nhọn.'],
    occasions: ['công sở', 'sự kiện', 'hằng ngày'], service: 'Uốn phồng chân tóc',
  },
  {
    slug: 'k-perm', name: 'K-perm (uốn Hàn Quốc)', origin: 'K-perm là cách gọi chung các kiểu uốn nam theo phong cách Hàn Quốc, tạo lọn lơi mềm, nhìn như xoăn tự nhiên.',
    look: 'Tóc dài vừa, uốn những lọn lơi to nhỏ xen kẽ ở phần trên và mái; hai bên ngắn gọn để không bị bồng.',
    top: '8-12 cm', sides: '1-3 cm', faces: ['vuong', 'dai', 'trai-xoan', 'kim-cuong'], hair: ['mong-mem', 'day-cung', 'kho-xo'],
    caution: 'Tóc đã tẩy hoặc nhuộm nhiều lần cần được phục hồi trước khi uốn; stylist sẽ kiểm tra độ đàn hồi của sợi tóc.',
    upkeepWeeks: 10, product: 'kem dưỡng lọn và tinh dầu',
    steps: ['Gội bằng dầu gội dịu nhẹ, xả kỹ.', 'Lau khô bằng khăn bằng cách ép nhẹ, không chà.', 'Vò kem dưỡng lọn rồi để khô tự nhiên hoặc sấy gió mát.'],
    occasions: ['hẹn hò', 'chụp ảnh', 'phong cách Hàn'], service: 'Uốn con sâu',
  },
];

export interface FaceShape {
  key: FaceKey;
  name: string;
  /** How to recognise it. */
  signs: string[];
  /** What the haircut should do. */
  goal: string;
  avoid: string[];
  beard: string;
  glasses: string;
}

export const FACES: FaceShape[] = [
  {
    key: 'tron', name: 'mặt tròn', signs: ['chiều dài và chiều rộng khuôn mặt gần bằng nhau', 'má đầy, đường hàm bo tròn, cằm không nhọn', 'trán và hàm rộng tương đương gò má'],
    goal: 'tạo chiều cao ở đỉnh đầu và giữ hai bên thật gọn để khuôn mặt trông dài và thon hơn',
    avoid: ['mái bằng cắt ngang trán', 'tóc dài phồng hai bên tai', 'Buzz Cut sát da khi đầu tròn'],
    beard: 'Râu quai nón tỉa vuông ở cằm giúp tạo góc cạnh cho đường hàm.', glasses: 'Gọng chữ nhật hoặc vuông bản mảnh.',
  },
  {
    key: 'vuong', name: 'mặt vuông', signs: ['trán, gò má và hàm rộng gần bằng nhau', 'đường hàm góc cạnh, rõ nét', 'cằm rộng, phẳng'],
    goal: 'giữ nét nam tính của đường hàm và làm mềm các góc bằng phần tóc trên có kết cấu',
    avoid: ['tóc cắt phẳng hộp vuông phía trên', 'ngôi giữa thẳng tắp ép sát'],
    beard: 'Râu ngắn đều hoặc để cằm hơi dài giúp khuôn mặt thon lại.', glasses: 'Gọng tròn hoặc oval làm dịu các góc.',
  },
  {
    key: 'dai', name: 'mặt dài', signs: ['chiều dài khuôn mặt lớn hơn rõ rệt chiều rộng', 'trán cao', 'má thon, cằm dài'],
    goal: 'giảm chiều cao ở đỉnh đầu và thêm độ dày hai bên để cân lại tỉ lệ',
    avoid: ['Mohican và Pompadour cao', 'hai bên cạo sát da', 'Slick Back lộ trán cao'],
    beard: 'Râu hai bên má giúp mặt trông rộng hơn; tránh để râu cằm dài.', glasses: 'Gọng to bản, phần ngang đậm.',
  },
  {
    key: 'trai-xoan', name: 'mặt trái xoan (oval)', signs: ['chiều dài khoảng 1,5 lần chiều rộng', 'gò má là phần rộng nhất', 'trán và cằm thon đều'],
    goal: 'hầu như kiểu nào cũng hợp, chỉ cần tránh để tóc che mất các đường nét cân đối',
    avoid: ['mái quá dày che kín trán', 'tóc quá dài rủ kín hai bên mặt'],
    beard: 'Mọi kiểu râu đều hợp; râu lún phún ngắn là lựa chọn dễ chăm nhất.', glasses: 'Hầu hết các loại gọng, nên chọn bản vừa mặt.',
  },
  {
    key: 'trai-tim', name: 'mặt trái tim (tam giác ngược)', signs: ['trán rộng nhất', 'gò má cao', 'hàm thu nhỏ, cằm nhọn'],
    goal: 'làm trán bớt rộng bằng mái và thêm độ dày ở phần dưới khuôn mặt',
    avoid: ['tóc vuốt ngược lộ trọn trán', 'hai bên cạo sát làm đầu phình ở trên'],
    beard: 'Râu quai nón đầy giúp hàm trông rộng, cân với trán.', glasses: 'Gọng nửa viền dưới hoặc gọng tròn nhẹ.',
  },
  {
    key: 'kim-cuong', name: 'mặt kim cương', signs: ['gò má rộng và cao', 'trán và hàm hẹp hơn gò má', 'cằm nhọn'],
    goal: 'làm mềm gò má bằng độ dày ở trán và vùng hàm, giữ hai bên tai không quá phồng',
    avoid: ['tóc dựng nhọn ở đỉnh', 'hai bên phồng ngang gò má'],
    beard: 'Râu cằm đầy đặn giúp phần dưới mặt cân đối hơn.', glasses: 'Gọng oval hoặc không viền.',
  },
];

export interface HairType {
  key: HairKey;
  name: string;
  /** How it behaves. */
  traits: string[];
  cutting: string;
  washing: string;
  products: string;
  mistakes: string[];
  services: string[];
}

export const HAIR_TYPES: HairType[] = [
  {
    key: 'mong-mem', name: 'tóc mỏng, mềm', traits: ['sợi tóc nhỏ, dễ xẹp sau vài giờ', 'nhìn thấy da đầu khi tóc ướt', 'khó giữ nếp dựng'],
    cutting: 'Cắt ngắn vừa với kết cấu ở đỉnh giúp tóc trông dày hơn; tránh tỉa mỏng quá tay vì tóc vốn đã ít.',
    washing: 'Gội bằng dầu gội làm phồng, chỉ xả phần ngọn để chân tóc không bị nặng.',
    products: 'Bột tạo phồng và sáp mờ độ bám nhẹ; tránh pomade gốc dầu làm tóc bết dính.',
    mistakes: ['để tóc quá dài khiến tóc rủ xuống lộ da đầu', 'dùng quá nhiều sáp cứng', 'sấy nóng sát chân tóc hằng ngày'],
    services: ['Uốn phồng chân tóc', 'Cắt gội 10 bước'],
  },
  {
    key: 'day-cung', name: 'tóc dày, cứng', traits: ['sợi to, khỏe, mọc dựng đứng', 'dễ bị "xù" hai bên khi dài', 'giữ nếp tốt nhưng khó vào nếp nằm'],
    cutting: 'Cần tỉa bớt độ dày bằng kéo tỉa và cắt hai bên ngắn để đầu không bị to; kiểu dựng như Quiff, Mohican hợp tự nhiên.',
    washing: 'Dầu xả là bắt buộc để tóc mềm hơn; ủ tóc mỗi tuần một lần.',
    products: 'Sáp hoặc pomade độ giữ nếp mạnh; kem tạo kiểu nếu muốn tóc nằm.',
    mistakes: ['để hai bên dài làm đầu trông to', 'bỏ qua dầu xả', 'cố ép tóc nằm bằng gel mỗi ngày'],
    services: ['Cắt gội 10 bước', 'Ép side'],
  },
  {
    key: 'xoan', name: 'tóc xoăn tự nhiên', traits: ['sợi tóc xoắn, dễ khô ở ngọn', 'độ xoăn thay đổi theo độ ẩm', 'dễ rối khi chải khô'],
    cutting: 'Cắt khi tóc khô để thấy đúng hình dạng lọn; kiểu Layer, Wolf Cut hoặc Crop tận dụng lọn xoăn rất đẹp.',
    washing: 'Gội 2-3 lần mỗi tuần với dầu gội không sulfate; dùng dầu xả dưỡng ẩm kỹ.',
    products: 'Kem tạo lọn, dầu dưỡng; tránh sản phẩm có cồn làm tóc khô.',
    mistakes: ['chải tóc khi khô', 'gội mỗi ngày làm mất dầu tự nhiên', 'ép thẳng liên tục gây hư tổn'],
    services: ['Hấp dầu phục hồi', 'Cắt gội 10 bước'],
  },
  {
    key: 'thua-tran', name: 'tóc thưa vùng trán', traits: ['đường chân tóc lùi cao ở hai góc trán', 'tóc đỉnh đầu mỏng dần', 'hay gặp ở nam giới sau tuổi 25'],
    cutting: 'Tóc ngắn đều như Crew Cut, Caesar hoặc Buzz Cut làm chỗ thưa kém nổi; mái chải xuôi về trước che đường chân tóc.',
    washing: 'Gội nhẹ nhàng, massage da đầu bằng đầu ngón tay để kích thích tuần hoàn.',
    products: 'Bột tạo phồng, sáp mờ; tránh sản phẩm bóng làm lộ da đầu.',
    mistakes: ['để tóc dài vuốt che chỗ thưa', 'chải ngược ra sau lộ trán', 'tự ý dùng thuốc mọc tóc không có chỉ định bác sĩ'],
    services: ['Cắt gội 10 bước', 'Gội massage dưỡng sinh'],
  },
  {
    key: 'dau', name: 'tóc dầu, da đầu nhờn', traits: ['tóc bết sau 1 ngày', 'da đầu bóng dầu, dễ có gàu dầu', 'tạo kiểu nhanh xẹp'],
    cutting: 'Cắt ngắn hai bên, phần trên gọn để tóc nhanh khô và thoáng; kiểu Crop, Quiff ngắn rất hợp.',
    washing: 'Gội hằng ngày hoặc cách ngày bằng dầu gội kiểm soát dầu, chỉ xả ở ngọn, xả nước mát.',
    products: 'Clay hoặc sáp gốc nước, độ bóng thấp; tránh pomade gốc dầu.',
    mistakes: ['gội bằng nước quá nóng', 'thoa dầu xả lên da đầu', 'đội mũ kín lâu khi tóc còn ẩm'],
    services: ['Gội massage dưỡng sinh', 'Cắt gội 10 bước'],
  },
  {
    key: 'kho-xo', name: 'tóc khô xơ, hư tổn', traits: ['ngọn tóc chẻ, sờ thấy ráp', 'tóc mất độ bóng, dễ gãy', 'thường do nhuộm, tẩy hoặc nắng nhiều'],
    cutting: 'Cắt bỏ phần ngọn hư tổn và chọn kiểu ngắn vừa để tóc mới mọc lên khỏe hơn.',
    washing: 'Gội 2-3 lần mỗi tuần, dùng dầu xả và mặt nạ ủ tóc; tránh nước nóng.',
    products: 'Tinh dầu dưỡng, kem tạo kiểu có dưỡng ẩm; tránh gôm có cồn.',
    mistakes: ['sấy nhiệt độ cao sát tóc', 'tẩy nhuộm liên tục không phục hồi', 'đi nắng không che tóc'],
    services: ['Hấp dầu phục hồi', 'Phục hồi keratin'],
  },
];
