/**
 * The discover feed: 20 hairstyle posts written from the looks' facts (what it is, who it suits, how
 * to style it, when to trim) and 12 grooming posts, one every 2 days back from `today`.
 */
import { COLLECTIONS, discoverImage, hairstyleRows } from './collections.ts';
import { lookByKey } from './hairstyle-looks.ts';
import { addDays, rngFor, salonInstant } from './random.ts';

const HAIRSTYLE_POSTS: { key: string; title: string }[] = [
  { key: 'k-perm', title: 'K-perm: bí quyết có mái tóc sóng mềm như nam chính phim Hàn' },
  { key: 'undercut', title: 'Undercut vuốt ngược cho chàng công sở bận rộn' },
  { key: 'mullet', title: 'Mullet trở lại: phá cách đúng kiểu GenZ' },
  { key: 'side-part', title: 'Side Part 7/3: kiểu tóc không bao giờ lỗi mốt' },
  { key: 'comma-hair', title: 'Tóc dấu phẩy: nhẹ nhàng, thư sinh và rất dễ thương' },
  { key: 'textured-crop', title: 'Textured Crop: cứu tinh cho tóc mỏng, nhiều xoáy' },
  { key: 'xam-khoi', title: 'Nhuộm xám khói: tông màu lạnh đang được săn lùng' },
  { key: 'two-block', title: 'Two Block chuẩn Hàn: cắt sao cho không bị lộ khối' },
  { key: 'buzz-cut', title: 'Buzz Cut cho mùa nóng: mát mẻ, gọn gàng, không cần tạo kiểu' },
  { key: 'quiff', title: 'Quiff tạo phồng: mẹo giúp gương mặt tròn trông thon hơn' },
  { key: 'con-sau', title: 'Uốn con sâu: cá tính mà không tốn công tạo kiểu mỗi sáng' },
  { key: 'wolf-cut', title: 'Wolf Cut: hoang dã có chủ đích' },
  { key: 'pompadour', title: 'Pompadour cổ điển trong phiên bản hiện đại' },
  { key: 'bach-kim', title: 'Tẩy bạch kim: những điều cần biết trước khi lên màu' },
  { key: 'curtain', title: 'Mái rèm Curtain: hơi thở thập niên 90' },
  { key: 'french-crop', title: 'French Crop: tối giản cho người thích sạch sẽ' },
  { key: 'slick-back', title: 'Slick Back: vẻ ngoài quyền lực cho buổi họp quan trọng' },
  { key: 'den-phu-bac', title: 'Nhuộm đen phủ bạc: trẻ ra vài tuổi chỉ sau 40 phút' },
  { key: 'faux-hawk', title: 'Faux Hawk: cá tính mà vẫn đi làm được' },
  { key: 'nau-lanh', title: 'Nâu lạnh: màu nhuộm an toàn cho dân văn phòng' },
];

const GROOMING_POSTS: { title: string; summary: string; body: string[]; serviceId: number | null }[] = [
  {
    title: 'Gội đầu đúng cách: 5 sai lầm nhiều anh em mắc phải',
    serviceId: 121,
    summary: 'Gội quá thường xuyên, dùng nước quá nóng hay gãi mạnh da đầu đều khiến tóc yếu đi.',
    body: [
      'Nhiều anh em gội đầu hai lần mỗi ngày vì sợ tóc bết, nhưng gội quá nhiều làm da đầu mất lớp dầu tự nhiên và càng tiết dầu nhiều hơn. Với tóc thường, gội cách ngày là đủ.',
      'Nước quá nóng làm khô da đầu và phai màu nhuộm; hãy dùng nước ấm vừa phải và xả lại bằng nước mát. Khi gội, dùng đầu ngón tay massage nhẹ thay vì móng tay gãi mạnh.',
      'Đừng quên xả sạch dầu gội ở vùng gáy và sau tai, nơi bọt hay đọng lại gây ngứa và gàu.',
    ],
  },
  {
    title: 'Chăm sóc da cho nam: bắt đầu với 3 bước mỗi tối',
    serviceId: 311,
    summary: 'Rửa mặt, cấp ẩm và chống nắng: ba bước đơn giản giúp da khỏe hơn sau một tháng.',
    body: [
      'Da nam giới dày và tiết dầu nhiều hơn, nhưng vẫn cần được làm sạch đúng cách. Buổi tối, rửa mặt bằng sữa rửa mặt dịu nhẹ để loại bỏ bụi bẩn và dầu thừa sau một ngày dài.',
      'Sau khi rửa mặt, thoa một lớp kem dưỡng ẩm mỏng, kể cả khi da dầu: da thiếu nước sẽ tiết dầu nhiều hơn để bù lại.',
      'Buổi sáng đừng quên kem chống nắng. Mỗi tháng một lần, liệu trình chăm sóc da chuyên sâu tại salon giúp làm sạch lỗ chân lông mà ở nhà khó làm được.',
    ],
  },
  {
    title: 'Lấy ráy tai: vì sao không nên tự làm bằng tăm bông',
    serviceId: 401,
    summary: 'Tăm bông đẩy ráy tai vào sâu hơn và có thể làm tổn thương ống tai.',
    body: [
      'Ráy tai là lớp bảo vệ tự nhiên của ống tai và phần lớn tự thoát ra ngoài. Dùng tăm bông ngoáy sâu thường đẩy ráy vào trong, lâu ngày gây bít tắc.',
      'Tại salon, kỹ thuật viên dùng dụng cụ tiệt trùng riêng cho từng khách, có đèn soi và làm nhẹ nhàng ở phần ngoài ống tai.',
      'Nếu thấy ù tai, đau tai hay chảy dịch, anh nên đến cơ sở y tế thay vì tự xử lý.',
    ],
  },
  {
    title: 'Cạo râu êm không rát: quy trình 4 bước',
    serviceId: 411,
    summary: 'Làm mềm râu, dùng kem cạo, cạo xuôi chiều và dưỡng ẩm ngay sau đó.',
    body: [
      'Trước khi cạo, đắp khăn ấm lên mặt khoảng một phút để râu mềm và lỗ chân lông mở ra.',
      'Thoa kem hoặc gel cạo râu, cạo xuôi theo chiều mọc của râu; chỉ cạo ngược ở lượt thứ hai nếu da không nhạy cảm.',
      'Rửa lại bằng nước mát và thoa kem dưỡng không cồn để làm dịu da. Lưỡi dao nên thay sau 5-7 lần cạo.',
    ],
  },
  {
    title: 'Chọn sáp vuốt tóc: sáp mờ, pomade hay gel?',
    serviceId: 421,
    summary: 'Mỗi loại cho độ bóng và độ giữ nếp khác nhau; chọn đúng giúp kiểu tóc đẹp cả ngày.',
    body: [
      'Sáp mờ (clay, matte wax) cho vẻ tự nhiên, tóc tách sợi, hợp Textured Crop, Quiff hay Faux Hawk.',
      'Pomade cho độ bóng, hợp các kiểu cổ điển như Side Part, Slick Back và Pompadour. Pomade gốc nước dễ gội sạch hơn gốc dầu.',
      'Gel giữ nếp rất cứng nhưng dễ làm tóc khô; chỉ nên dùng cho kiểu dựng cao. Luôn bắt đầu với một lượng nhỏ bằng hạt đậu.',
    ],
  },
  {
    title: 'Massage cổ vai gáy: thư giãn sau một tuần ngồi văn phòng',
    serviceId: 102,
    summary: 'Mười lăm phút massage giúp giảm mỏi cơ và ngủ ngon hơn.',
    body: [
      'Ngồi máy tính nhiều giờ khiến cơ cổ và vai luôn căng. Massage đúng huyệt giúp máu lưu thông và giảm cảm giác đau mỏi.',
      'Tại nhà, anh có thể xoay cổ chậm theo vòng tròn và kéo giãn vai mỗi giờ làm việc.',
      'Một buổi cắt gội kèm massage cổ vai gáy mỗi tháng là cách thư giãn mà nhiều khách hàng Shine lựa chọn.',
    ],
  },
  {
    title: 'Tóc gàu, ngứa da đầu: nguyên nhân và cách xử lý',
    serviceId: 122,
    summary: 'Gàu thường do nấm men và da đầu mất cân bằng; gội đúng cách giúp cải thiện rõ rệt.',
    body: [
      'Gàu xuất hiện khi da đầu bong tróc quá nhanh, thường do nấm men, da đầu quá khô hoặc quá dầu.',
      'Dùng dầu gội trị gàu 2-3 lần mỗi tuần, để bọt trên da đầu 2-3 phút trước khi xả. Tránh để tóc ướt khi đi ngủ.',
      'Gội thảo dược bồ kết giúp làm sạch dịu nhẹ. Nếu ngứa kéo dài hoặc có mảng đỏ, anh nên đi khám da liễu.',
    ],
  },
  {
    title: 'Tóc mọc 1 cm mỗi tháng: khi nào nên ghé salon?',
    serviceId: 101,
    summary: 'Tóc ngắn cần tỉa mỗi 3-4 tuần, tóc dài và tóc uốn có thể giãn ra 6-8 tuần.',
    body: [
      'Tóc mọc khoảng 1-1,5 cm mỗi tháng. Với các kiểu tóc ngắn có fade, chỉ sau 3 tuần đường chuyển đã mờ đi.',
      'Kiểu tóc dài như Layer, Two Block hay tóc uốn có thể tỉa lại sau 5-8 tuần, đủ để giữ form mà không mất độ dài.',
      'Đặt lịch định kỳ giúp anh luôn gọn gàng và được chính stylist quen thuộc chăm sóc.',
    ],
  },
  {
    title: 'Giữ tóc uốn bền đẹp: 6 điều cần nhớ',
    serviceId: 221,
    summary: 'Không gội trong 48 giờ đầu, dùng dầu xả và hấp dầu định kỳ giúp sóng tóc giữ lâu.',
    body: [
      'Trong 48 giờ đầu sau khi uốn, anh không nên gội đầu để nếp uốn kịp định hình.',
      'Dùng dầu gội dịu nhẹ không sulfate, luôn dùng dầu xả và hấp dầu phục hồi 2-3 tuần một lần.',
      'Sấy ở nhiệt độ vừa và vò tóc theo chiều sóng, tránh chải lược răng dày khi tóc còn ướt.',
    ],
  },
  {
    title: 'Mụn cám ở mũi: vì sao nặn tay không giải quyết được',
    serviceId: 303,
    summary: 'Nặn bằng tay làm tổn thương da và lỗ chân lông to hơn; làm sạch chuyên sâu định kỳ hiệu quả hơn.',
    body: [
      'Mụn cám là bã nhờn bị oxy hóa trong lỗ chân lông. Nặn bằng tay dễ làm viêm, thâm và giãn lỗ chân lông.',
      'Tẩy da chết nhẹ 1-2 lần mỗi tuần giúp bã nhờn không tích tụ. Sản phẩm chứa BHA phù hợp với da dầu.',
      'Lột mụn cám bằng dụng cụ chuyên dụng tại salon kết hợp mặt nạ dịu da giúp da sạch mà không tổn thương.',
    ],
  },
  {
    title: 'Tóc bạc sớm ở tuổi 25: nên nhuộm hay để tự nhiên?',
    serviceId: 211,
    summary: 'Tóc bạc sớm phần lớn do di truyền; nhuộm phủ bạc đúng cách không hại tóc.',
    body: [
      'Tóc bạc sớm thường do di truyền, căng thẳng và thiếu ngủ. Nhổ tóc bạc không làm tóc đen trở lại mà còn hại chân tóc.',
      'Nếu tóc bạc ít, kiểu tóc ngắn có kết cấu giúp che đi rất tự nhiên. Khi tóc bạc nhiều, nhuộm đen phủ bạc cho vẻ trẻ trung, đều màu.',
      'Hãy chọn thuốc nhuộm ít amoniac và dặm lại chân tóc mỗi 6 tuần.',
    ],
  },
  {
    title: 'Chọn kiểu tóc theo khuôn mặt: hướng dẫn nhanh',
    serviceId: 101,
    summary: 'Mặt tròn cần chiều cao, mặt dài cần độ rộng hai bên, mặt vuông hợp với đường nét mềm.',
    body: [
      'Mặt tròn: chọn kiểu có độ cao ở đỉnh như Quiff, Faux Hawk, hai bên cắt gọn để gương mặt dài ra.',
      'Mặt dài: tránh dựng quá cao; Two Block, mái rèm hay French Crop với phần mái che bớt trán sẽ cân đối hơn.',
      'Mặt vuông: hầu hết kiểu đều hợp, các kiểu có nét mềm như Layer hay K-perm làm dịu đường xương hàm. Stylist Shine luôn tư vấn trước khi cắt.',
    ],
  },
];

/** The first hairstyle row of a look (its post links to that style and its collection). */
function firstStyleOf(key: string) {
  const rows = hairstyleRows();
  const collection = COLLECTIONS.find((c) => c.looks.includes(key));
  const row = rows.find((r) => r.collectionId === collection?.id && r.imagePc.includes(`style-${key}-`));
  if (!row) throw new Error(`no hairstyle row for ${key}`);
  return row;
}

function hairstylePost(key: string, title: string) {
  const look = lookByKey(key);
  const style = firstStyleOf(key);
  return {
    topic: 'hairstyle' as const,
    title,
    summary: look.description,
    // The summary (shown above the text) is the look's description, so the text starts after it.
    body: [
      `Ai hợp với ${look.name}? ${look.suits}`,
      `Cách tạo kiểu tại nhà: ${look.tip}`,
      `Để giữ form, anh nên quay lại tỉa sau khoảng ${look.weeks} tuần. Stylist sẽ xem chất tóc, xoáy và khuôn mặt của anh để điều chỉnh độ dài cho phù hợp trước khi cắt.`,
    ],
    hairstyleId: style.id,
    serviceId: look.serviceId,
  };
}

export function discoverPostRows(today: string) {
  const posts = [
    ...HAIRSTYLE_POSTS.map((p) => hairstylePost(p.key, p.title)),
    ...GROOMING_POSTS.map((p) => ({ topic: 'grooming' as const, title: p.title, summary: p.summary, body: p.body, hairstyleId: null, serviceId: p.serviceId })),
  ];
  // Interleaved: two hairstyle posts, then a grooming one, newest first.
  const order: typeof posts = [];
  const looks = posts.filter((p) => p.topic === 'hairstyle');
  const care = posts.filter((p) => p.topic === 'grooming');
  while (looks.length > 0 || care.length > 0) {
    order.push(...looks.splice(0, 2));
    order.push(...care.splice(0, 1));
  }
  return order.map((p, i) => ({
    id: i + 1,
    ...p,
    imagePc: discoverImage(i + 1, false),
    imageMb: discoverImage(i + 1, true),
    publishedAt: salonInstant(addDays(today, -1 - i * 2), 8 * 60 + ((i * 47) % 600)),
    likeCount: 0,
  }));
}

/** Demo likes: each post liked by a deterministic share of the demo customers; likeCount is their number. */
export function discoverLikeRows(posts: ReturnType<typeof discoverPostRows>, customerIds: number[], today: string) {
  const rng = rngFor('discover-likes');
  const likes = posts.flatMap((post) => {
    const count = rng.int(0, Math.min(customerIds.length, 24));
    const start = rng.int(0, Math.max(0, customerIds.length - 1));
    return Array.from({ length: count }, (_, k) => customerIds[(start + k) % customerIds.length] ?? 0)
      .filter((id, k, all) => id > 0 && all.indexOf(id) === k)
      .map((customerId) => ({ postId: post.id, customerId, createdAt: salonInstant(addDays(today, -1), 9 * 60) }));
  });
  const counts = new Map<number, number>();
  for (const like of likes) counts.set(like.postId, (counts.get(like.postId) ?? 0) + 1);
  return { posts: posts.map((p) => ({ ...p, likeCount: counts.get(p.id) ?? 0 })), likes };
}
