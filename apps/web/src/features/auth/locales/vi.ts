// UI texts of the login modal (namespace 'auth'); spec messages come from @shine/shared/i18n.
// Added by the modal's chunk (locales/index.ts, addNamespace), not with the home page.
export const vi = {
  phoneIntro: 'Anh nhập số điện thoại để đăng nhập hoặc tạo tài khoản mới nhé.',
  phoneLabel: 'Số điện thoại',
  continue: 'Tiếp tục',
  passwordIntro: 'Anh nhập mật khẩu 6 số của tài khoản {phone}.',
  passwordLabel: 'Mật khẩu',
  login: 'Đăng nhập',
  forgot: 'Quên mật khẩu?',
  otpIntroRegister: 'Số {phone} chưa có tài khoản. Anh nhập mã xác nhận 6 số vừa gửi để tạo tài khoản nhé.',
  otpIntro: 'Anh nhập mã xác nhận 6 số vừa gửi tới {phone}.',
  otpLabel: 'Mã xác nhận',
  confirm: 'Xác nhận',
  resend: 'Gửi lại mã',
  resendIn: 'Gửi lại mã sau {seconds} giây',
  createPasswordTitle: 'Tạo mật khẩu',
  resetPasswordTitle: 'Đặt lại mật khẩu',
  newPasswordIntro: 'Anh đã đăng nhập. Tạo mật khẩu 6 số để lần sau đăng nhập nhanh hơn nhé.',
  newPasswordLabel: 'Mật khẩu mới (6 số)',
  repeatPasswordLabel: 'Nhập lại mật khẩu',
  mismatch: 'Mật khẩu nhập lại chưa khớp.',
  skip: 'Bỏ qua',
  save: 'Lưu',
  back: 'Quay lại',
  captchaLabel: 'Xác minh bảo mật',
  captchaVerifying: 'Đang xác minh…',
  captchaVerified: 'Đã xác minh',
  captchaFailed: 'Chưa xác minh được.',
  captchaRetry: 'Thử lại',
  stepLabel: 'Bước {step}/4',
};

export type AuthTexts = typeof vi;
