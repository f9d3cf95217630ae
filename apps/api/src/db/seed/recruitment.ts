/**
 * Demo jobs (issue 15): stylist, skinner and reception openings at salons over several provinces, and
 * office jobs at the head offices. Pay, dates and openings come from the seeded PRNG; the same `today`
 * always gives the same rows.
 */
import type { jobs } from '../schema/recruitment.ts';
import { provinceById } from './geography.ts';
import { addDays, rngFor, searchTextOf } from './random.ts';
import { OPENING_SOON_SALON_ID } from './salon-addresses.ts';
import type { SalonRow } from './salons.ts';

type JobRow = typeof jobs.$inferInsert;
type SalonPosition = 'stylist' | 'skinner' | 'reception';

/** Which salon hires whom: Hà Nội and TP. Hồ Chí Minh most, then one or two in each other city. */
const SALON_OPENINGS: readonly [salonId: number, position: SalonPosition][] = [
  [2, 'stylist'],
  [1, 'skinner'],
  [7, 'reception'],
  [12, 'stylist'],
  [25, 'stylist'],
  [26, 'skinner'],
  [30, 'stylist'],
  [33, 'reception'],
  [47, 'stylist'],
  [50, 'skinner'],
  [52, 'stylist'],
  [55, 'stylist'],
  [56, 'reception'],
  [60, 'skinner'],
  [62, 'stylist'],
  [67, 'reception'],
  [69, 'skinner'],
  [71, 'stylist'],
];

const SALON_JOBS: Record<
  SalonPosition,
  Omit<JobRow, 'id' | 'slug' | 'kind' | 'position' | 'salonId' | 'provinceId' | 'location' | 'payMin' | 'payMax' | 'postedOn' | 'deadline' | 'openings'> & {
    pay: [number, number];
  }
> = {
  stylist: {
    title: 'Stylist cắt tóc nam',
    summary: 'Cắt, tạo kiểu, uốn và nhuộm cho khách nam; tư vấn kiểu tóc hợp khuôn mặt và phong cách của từng anh.',
    duties: [
      'Tư vấn kiểu tóc theo khuôn mặt, chất tóc và mong muốn của khách',
      'Cắt, tạo kiểu, uốn, nhuộm theo quy trình chuẩn của salon',
      'Chụp ảnh kết quả sau khi cắt để khách xem lại trong lịch sử cắt',
      'Giữ khu vực làm việc và dụng cụ sạch sẽ, khử khuẩn sau mỗi khách',
    ],
    requirements: [
      'Có tay nghề cắt tóc nam từ 1 năm trở lên, hoặc đã học xong khóa stylist',
      'Nắm được các kiểu tóc nam phổ biến: undercut, side part, layer, mohican',
      'Giao tiếp lịch sự, đúng giờ, chịu được áp lực giờ cao điểm',
    ],
    benefits: [
      'Lương cứng cộng hoa hồng theo số khách và dịch vụ nâng cấp',
      'Đào tạo nâng cao miễn phí tại học viện, thi lên bậc mỗi quý',
      'Bảo hiểm xã hội, nghỉ phép năm, thưởng lễ Tết',
    ],
    workHours: 'Ca xoay trong khung 8h30 - 20h30, 6 ngày mỗi tuần',
    pay: [12_000_000, 30_000_000],
  },
  skinner: {
    title: 'Skinner gội massage và chăm sóc da',
    summary: 'Gội đầu, massage cổ vai gáy, lấy ráy tai và chăm sóc da mặt cho khách trước và sau khi cắt.',
    duties: [
      'Gội đầu, massage cổ vai gáy theo quy trình 10 bước',
      'Lấy ráy tai, đắp mặt nạ, tẩy da chết theo dịch vụ khách chọn',
      'Giới thiệu dịch vụ chăm sóc da phù hợp với tình trạng da của khách',
      'Giữ khăn, giường gội và dụng cụ sạch sẽ theo chuẩn vệ sinh',
    ],
    requirements: [
      'Không cần kinh nghiệm, được đào tạo 2 tuần trước khi nhận khách',
      'Sức khỏe tốt, nhanh nhẹn, sạch sẽ',
      'Thân thiện, thích làm việc với khách hàng',
    ],
    benefits: [
      'Lương cứng cộng thưởng theo số khách và đánh giá sao',
      'Được đào tạo lên stylist sau 6 tháng nếu đạt yêu cầu',
      'Bảo hiểm xã hội, đồng phục, phụ cấp ăn trưa',
    ],
    workHours: 'Ca sáng 8h30 - 14h30 hoặc ca chiều 14h30 - 20h30, 6 ngày mỗi tuần',
    pay: [8_000_000, 14_000_000],
  },
  reception: {
    title: 'Lễ tân salon',
    summary: 'Đón khách, sắp xếp lịch hẹn và thanh toán, giữ cho salon chạy đúng giờ.',
    duties: [
      'Đón khách, kiểm tra lịch đặt và xếp stylist, skinner',
      'Nghe điện thoại, hỗ trợ khách đặt, đổi hoặc hủy lịch',
      'Thu ngân: tiền mặt, chuyển khoản, quẹt thẻ; đối soát cuối ca',
      'Giới thiệu ưu đãi, thẻ thành viên và sản phẩm chăm sóc tóc',
    ],
    requirements: [
      'Tốt nghiệp THPT trở lên; ưu tiên có kinh nghiệm lễ tân hoặc bán hàng',
      'Sử dụng thành thạo điện thoại thông minh và máy tính cơ bản',
      'Giọng nói dễ nghe, ngoại hình gọn gàng',
    ],
    benefits: [
      'Lương cứng cộng thưởng doanh thu salon',
      'Đào tạo kỹ năng chăm sóc khách hàng và phần mềm quản lý salon',
      'Bảo hiểm xã hội, nghỉ phép năm, thưởng lễ Tết',
    ],
    workHours: 'Ca xoay trong khung 8h00 - 21h00, 6 ngày mỗi tuần',
    pay: [7_000_000, 10_000_000],
  },
};

const OFFICE_JOBS: readonly (Omit<JobRow, 'id' | 'kind' | 'position' | 'salonId' | 'payMin' | 'payMax' | 'postedOn' | 'deadline'> & {
  pay: [number, number];
})[] = [
  {
    slug: 'chuyen-vien-marketing-noi-dung',
    title: 'Chuyên viên Marketing nội dung',
    department: 'Marketing',
    provinceId: 1,
    location: 'Văn phòng Hà Nội: tầng 6, 82 Trần Duy Hưng, Cầu Giấy, Hà Nội',
    summary: 'Lên kế hoạch và sản xuất nội dung cho website, mạng xã hội và các chiến dịch ưu đãi của chuỗi.',
    duties: [
      'Viết bài, kịch bản video ngắn về kiểu tóc, chăm sóc tóc và ưu đãi',
      'Lên lịch đăng bài, theo dõi số liệu tương tác và đề xuất cải thiện',
      'Phối hợp với stylist và nhiếp ảnh để có hình ảnh lookbook mỗi mùa',
    ],
    requirements: [
      'Tốt nghiệp cao đẳng trở lên ngành Marketing, Báo chí hoặc liên quan',
      'Từ 1 năm kinh nghiệm viết nội dung cho thương hiệu tiêu dùng',
      'Viết tiếng Việt chuẩn chính tả, có gu thẩm mỹ',
    ],
    benefits: ['Lương tháng 13, thưởng theo hiệu quả chiến dịch', 'Miễn phí cắt tóc tại mọi salon', 'Bảo hiểm sức khỏe cho nhân viên'],
    workHours: 'Thứ Hai - Thứ Sáu 8h30 - 17h30, sáng Thứ Bảy cách tuần',
    openings: 1,
    pay: [14_000_000, 20_000_000],
  },
  {
    slug: 'chuyen-vien-phat-trien-nhuong-quyen',
    title: 'Chuyên viên Phát triển nhượng quyền',
    department: 'Phát triển đối tác',
    provinceId: 20,
    location: 'Văn phòng TP. Hồ Chí Minh: tầng 4, 133 Lý Chính Thắng, Phường Xuân Hòa, TP. Hồ Chí Minh',
    summary: 'Tìm kiếm, tư vấn và đồng hành cùng đối tác nhượng quyền từ khảo sát mặt bằng đến ngày khai trương.',
    duties: [
      'Tiếp nhận và gọi lại các yêu cầu nhượng quyền trong 2 ngày làm việc',
      'Khảo sát mặt bằng, lập dự toán đầu tư cùng đối tác',
      'Theo dõi tiến độ thi công, tuyển dụng và khai trương salon mới',
    ],
    requirements: [
      'Từ 2 năm kinh nghiệm phát triển kinh doanh, nhượng quyền hoặc bất động sản bán lẻ',
      'Kỹ năng đàm phán và lập kế hoạch tài chính cơ bản',
      'Sẵn sàng đi công tác các tỉnh',
    ],
    benefits: ['Thưởng theo số salon khai trương', 'Phụ cấp công tác, điện thoại', 'Bảo hiểm sức khỏe cho nhân viên'],
    workHours: 'Thứ Hai - Thứ Sáu 8h30 - 17h30',
    openings: 2,
    pay: [18_000_000, 30_000_000],
  },
  {
    slug: 'ke-toan-tong-hop',
    title: 'Kế toán tổng hợp',
    department: 'Tài chính - Kế toán',
    provinceId: 1,
    location: 'Văn phòng Hà Nội: tầng 6, 82 Trần Duy Hưng, Cầu Giấy, Hà Nội',
    summary: 'Theo dõi doanh thu, chi phí của các salon và lập báo cáo tài chính hằng tháng.',
    duties: [
      'Đối soát doanh thu tiền mặt, chuyển khoản, thẻ của các salon mỗi ngày',
      'Hạch toán chi phí, công nợ nhà cung cấp',
      'Lập báo cáo thuế và báo cáo quản trị hằng tháng',
    ],
    requirements: [
      'Tốt nghiệp đại học ngành Kế toán, Tài chính',
      'Từ 2 năm kinh nghiệm kế toán tổng hợp, thành thạo Excel và phần mềm kế toán',
      'Cẩn thận, trung thực',
    ],
    benefits: ['Lương tháng 13', 'Miễn phí cắt tóc tại mọi salon', 'Bảo hiểm sức khỏe cho nhân viên'],
    workHours: 'Thứ Hai - Thứ Sáu 8h30 - 17h30',
    openings: 1,
    pay: [15_000_000, 22_000_000],
  },
];

const slugOf = (text: string) =>
  searchTextOf(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const roundPay = (value: number) => Math.round(value / 500_000) * 500_000;

export function jobRows(today: string, salonRows: readonly SalonRow[]): JobRow[] {
  const rng = rngFor('recruitment');
  const salonById = new Map(salonRows.map((s) => [s.id, s]));
  // The salon opening soon hires stylists for its first day.
  const openings = [...SALON_OPENINGS, [OPENING_SOON_SALON_ID, 'stylist'] as const];
  const salonJobs = openings.flatMap(([salonId, position], index): JobRow[] => {
    const salon = salonById.get(salonId);
    if (!salon) return [];
    const template = SALON_JOBS[position];
    const [min, max] = template.pay;
    const payMin = roundPay(min + rng.int(0, 2) * 500_000);
    const { pay: _pay, ...fields } = template;
    return [
      {
        ...fields,
        id: index + 1,
        slug: `${slugOf(template.title)}-${slugOf(salon.name)}-${salonId}`,
        kind: 'salon',
        position,
        department: null,
        salonId,
        provinceId: salon.provinceId,
        location: salon.addressNew ?? salon.address,
        payMin,
        payMax: roundPay(max - rng.int(0, 4) * 500_000),
        openings: salonId === OPENING_SOON_SALON_ID ? 4 : rng.int(1, 3),
        postedOn: addDays(today, -rng.int(1, 20)),
        deadline: addDays(today, rng.int(20, 45)),
      },
    ];
  });
  const officeJobs = OFFICE_JOBS.map(({ pay, ...job }, index): JobRow => ({
    ...job,
    id: 100 + index + 1,
    kind: 'office',
    position: 'office',
    salonId: null,
    payMin: pay[0],
    payMax: pay[1],
    postedOn: addDays(today, -rng.int(3, 15)),
    deadline: addDays(today, rng.int(25, 40)),
  }));
  // provinceById throws on an unknown id: a typo in the tables above fails the seed, not a page.
  for (const job of officeJobs) provinceById(job.provinceId);
  return [...salonJobs, ...officeJobs];
}
