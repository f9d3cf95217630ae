import type { Lang, MessageParams } from './translate';

// Texts of the franchise, partner and job forms that the API answers and the web shows next to a field
// (both validate with the same schemas, packages/shared/src/schemas/recruitment.ts). Authored: the spec
// shows these forms without their texts. Applicants and investors are women and men: "anh/chị".
export const recruitVi = {
  'name.required': 'Vui lòng nhập họ và tên.',
  'name.invalid': 'Họ và tên chỉ gồm chữ cái và khoảng trắng, từ 2 đến 50 ký tự.',
  'phone.required': 'Vui lòng nhập số điện thoại.',
  'phone.length': 'Vui lòng nhập đủ 10 số điện thoại.',
  'phone.invalid': 'Số điện thoại không hợp lệ: 10 số, bắt đầu bằng 0 và đúng đầu số di động (ví dụ 0905 939 123).',
  'email.required': 'Vui lòng nhập email.',
  'email.invalid': 'Email không hợp lệ (ví dụ ten@congty.vn).',
  'province.required': 'Vui lòng chọn tỉnh/thành phố (34 tỉnh, thành mới).',
  'area.required': 'Vui lòng nhập khu vực dự kiến mở salon.',
  'area.tooLong': 'Khu vực dự kiến tối đa 200 ký tự.',
  'budget.required': 'Vui lòng chọn mức vốn dự kiến.',
  'experience.required': 'Vui lòng chọn kinh nghiệm của anh/chị.',
  'message.tooLong': 'Lời nhắn tối đa 1000 ký tự.',
  'consent.required': 'Vui lòng đồng ý để {product} lưu thông tin và liên hệ với anh/chị.',
  'company.required': 'Vui lòng nhập tên công ty hoặc thương hiệu.',
  'company.tooLong': 'Tên công ty tối đa 120 ký tự.',
  'field.required': 'Vui lòng chọn lĩnh vực hợp tác.',
  'proposal.tooShort': 'Vui lòng mô tả đề xuất hợp tác, ít nhất 20 ký tự.',
  'proposal.tooLong': 'Đề xuất hợp tác tối đa 2000 ký tự.',
  'text.invalid': 'Nội dung có ký tự không hợp lệ.',
  'captcha.required': 'Đang xác minh chống spam, vui lòng đợi vài giây rồi gửi lại.',
  'captcha.invalid': 'Xác minh chống spam đã hết hạn, vui lòng gửi lại.',
  'cv.required': 'Vui lòng đính kèm CV (PDF hoặc DOCX).',
  'cv.type': 'CV phải là tệp PDF hoặc DOCX thật; tệp này không đọc được như PDF hay DOCX.',
  'cv.tooBig': 'CV tối đa 5 MB, vui lòng chọn tệp nhỏ hơn.',
  'cv.empty': 'Tệp CV trống, vui lòng chọn tệp khác.',
  'form.invalid': 'Vui lòng kiểm tra lại các ô được đánh dấu.',
  'form.tooMany': 'Anh/chị đã gửi quá nhiều yêu cầu, vui lòng thử lại sau.',
  'job.notFound': 'Vị trí này không còn tuyển hoặc không tồn tại.',
  'job.alreadyApplied': 'Số điện thoại này đã ứng tuyển vị trí này trong 30 ngày qua (mã hồ sơ {reference}). {product} sẽ liên hệ anh/chị sớm.',
  // Acknowledgements sent to the applicant (MessageSender: Zalo template, then SMS).
  'ack.franchise': '{product} đã nhận yêu cầu nhượng quyền của anh/chị, mã {reference}. Bộ phận phát triển đối tác sẽ gọi lại trong 2 ngày làm việc.',
  'ack.partner': '{product} đã nhận đề xuất hợp tác của anh/chị, mã {reference}. Bộ phận marketing sẽ phản hồi trong 3 ngày làm việc.',
  'ack.application': '{product} đã nhận hồ sơ ứng tuyển {job} của anh/chị, mã {reference}. Bộ phận tuyển dụng sẽ liên hệ trong 5 ngày làm việc.',
};

export type RecruitKey = keyof typeof recruitVi;

export const recruitEn: Record<RecruitKey, string> = {
  'name.required': 'Please enter your full name.',
  'name.invalid': 'A name has letters and spaces only, 2 to 50 characters.',
  'phone.required': 'Please enter your phone number.',
  'phone.length': 'Please enter all 10 digits of your phone number.',
  'phone.invalid': 'Invalid phone number: 10 digits starting with 0 and a Vietnamese mobile prefix (e.g. 0905 939 123).',
  'email.required': 'Please enter your email.',
  'email.invalid': 'Invalid email (e.g. name@company.vn).',
  'province.required': 'Please choose a province or city (the 34 new ones).',
  'area.required': 'Please enter where you plan to open the salon.',
  'area.tooLong': 'The planned area is 200 characters at most.',
  'budget.required': 'Please choose your planned budget.',
  'experience.required': 'Please choose your experience.',
  'message.tooLong': 'The message is 1000 characters at most.',
  'consent.required': 'Please agree that {product} keeps your details and contacts you.',
  'company.required': 'Please enter your company or brand.',
  'company.tooLong': 'The company name is 120 characters at most.',
  'field.required': 'Please choose a field of partnership.',
  'proposal.tooShort': 'Please describe your proposal, at least 20 characters.',
  'proposal.tooLong': 'The proposal is 2000 characters at most.',
  'text.invalid': 'The text contains characters that are not allowed.',
  'captcha.required': 'The anti-spam check is still running, please wait a few seconds and send again.',
  'captcha.invalid': 'The anti-spam check expired, please send again.',
  'cv.required': 'Please attach your CV (PDF or DOCX).',
  'cv.type': 'The CV must be a real PDF or DOCX file; this file reads as neither.',
  'cv.tooBig': 'The CV is 5 MB at most, please choose a smaller file.',
  'cv.empty': 'The CV file is empty, please choose another file.',
  'form.invalid': 'Please check the highlighted fields.',
  'form.tooMany': 'You have sent too many requests, please try again later.',
  'job.notFound': 'This job is no longer open or does not exist.',
  'job.alreadyApplied': 'This phone number applied for this job in the last 30 days (application {reference}). {product} will contact you soon.',
  'ack.franchise': '{product} received your franchise request, reference {reference}. Our partner team will call you within 2 working days.',
  'ack.partner': '{product} received your partnership proposal, reference {reference}. Our marketing team will answer within 3 working days.',
  'ack.application': '{product} received your application for {job}, reference {reference}. Our recruiters will contact you within 5 working days.',
};

export function isRecruitKey(value: string): value is RecruitKey {
  return Object.hasOwn(recruitVi, value);
}

export function translateRecruit(lang: Lang, key: RecruitKey, params: MessageParams = {}): string {
  const values: MessageParams = { product: 'Shine', ...params };
  const text = lang === 'en' ? recruitEn[key] : recruitVi[key];
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
