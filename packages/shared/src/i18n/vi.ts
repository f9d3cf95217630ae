// Vietnamese catalogue: the default language. Texts in quotes in the spec are copied verbatim, including
// the ones the spec writes without diacritics or in capitals (the product shows them that way).
// Keys marked "authored" have no text in the spec; they are our wording for a UI need the spec describes.
export const vi = {
  // Booking wizard step titles (spec §2 "Booking wizard steps") and their buttons
  'step.main': 'Đặt lịch giữ chỗ',
  'step.salon': 'Chọn salon',
  'step.service': 'Chọn dịch vụ',
  'step.campaigns': 'Ưu đãi từ {product}',
  'step.campaignDetail': 'Chi tiết ưu đãi',
  'step.extension': 'Chia sẻ mong muốn',
  'step.done': 'Hoàn tất',
  'step.button.confirmHour': 'Chốt giờ cắt',
  'step.button.applyCampaign': 'Áp dụng ưu đãi',
  'step.button.skip': 'Bỏ qua',
  'step.button.finish': 'Hoàn tất',

  // Phone rules (spec §5)
  'phone.placeholder': 'VÍ DỤ: 0905 939 XXX',
  'phone.home.length': 'Anh vui lòng nhập đủ 10 số điện thoại nhé!',
  'phone.home.invalid': 'Anh vui lòng nhập số điện thoại hợp lệ giúp em nhé!',
  'phone.lookup.empty': 'Mời anh nhập số điện thoại!',
  'phone.lookup.length': 'Anh nhập đủ 10 số giúp em nhé!',
  'phone.lookup.notZero': 'Anh nhập số điện thoại hợp lệ giúp em nhé!',
  'phone.lookup.invalid': 'Sai số điện thoại! Anh nhập lại đúng giúp em nhé!',
  'phone.booking.invalid': 'Anh nhập số điện thoại hợp lệ giúp em nhé!',
  'phone.login.invalid': 'Số điện thoại sai định dạng.',
  'name.invalid': 'Anh nhập tên hợp lệ giúp em nhé!',

  // Password and OTP (spec §5, §8)
  'password.format': 'Mật khẩu sai định dạng.',
  'password.notDigits': 'Mật khẩu phải là số và 6 kí tự.',
  'otp.login.format': 'Mã xác nhận sai định dạng.',
  'otp.login.notDigits': 'Mã xác minh là số và 6 kí tự.',
  'otp.login.requestFailed': 'Mã xác nhận không chính xác.',
  'otp.booking.format': 'Mã xác minh là số và có 6 kí tự',
  'otp.booking.checkFailedTitle': 'Thông báo',
  'otp.booking.checkFailed': 'Mã Xác Nhận Không Chính Xác!',
  'otp.booking.success': 'Đặt lịch thành công!',
  'otp.hint.sms': 'Kiểm tra SMS để lấy OTP đăng nhập.',
  // spec §8 abbreviates this one as 'Kiểm tra Zalo...': written out like the SMS hint
  'otp.hint.zalo': 'Kiểm tra Zalo để lấy OTP đăng nhập.',
  // authored: a booking's code confirms the booking, it does not log in
  'otp.bookingHint.sms': 'Kiểm tra SMS để lấy mã xác nhận đặt lịch.',
  'otp.bookingHint.zalo': 'Kiểm tra Zalo để lấy mã xác nhận đặt lịch.',
  'otp.hint.call': 'Đợi cuộc gọi tự động...',
  'otp.hint.default': 'Hệ thống gián đoạn, vui lòng thực hiện lại',
  // authored: server-side OTP limits and the message carrying the code
  'otp.tooManySends': 'Anh đã yêu cầu quá nhiều mã xác nhận, vui lòng thử lại sau ít phút!',
  'otp.tooManyChecks': 'Anh đã nhập sai mã quá nhiều lần, vui lòng lấy mã mới!',
  'otp.resendTooSoon': 'Anh vui lòng đợi {seconds} giây nữa để lấy mã mới nhé!',
  'otp.checksPaused': 'Anh đã nhập sai mã quá nhiều lần, vui lòng thử lại sau 1 giờ!',
  'auth.passwordPaused':
    'Anh đã nhập sai mật khẩu quá nhiều lần. Đăng nhập bằng mật khẩu tạm dừng {minutes} phút, anh vui lòng đăng nhập bằng mã xác nhận nhé!',
  'auth.currentPasswordRequired': 'Anh vui lòng nhập mật khẩu hiện tại hoặc xác nhận lại bằng mã OTP để đổi mật khẩu nhé!',
  'booking.tooManyHolds': 'Có quá nhiều lịch đang chờ xác nhận từ thiết bị này, anh vui lòng xác nhận mã OTP hoặc thử lại sau ít phút nhé!',
  'booking.tooManyCreates': 'Anh đặt lịch quá nhiều lần, vui lòng thử lại sau ít phút hoặc đăng nhập để đặt lịch nhé!',
  'booking.loginToManage': 'Anh vui lòng đăng nhập bằng số điện thoại đặt lịch để xem, hủy hoặc đổi lịch nhé!',
  'request.tooMany': 'Quá nhiều yêu cầu, anh vui lòng thử lại sau ít phút nhé!',
  'otp.messageBody': '{code} là mã xác nhận {product} của anh. Mã có hiệu lực trong 5 phút.',

  // Login modal and consent (spec §4, §8)
  'toast.loginSuccess': 'Đăng nhập thành công!',
  'toast.passwordSet': 'Đặt mật khẩu thành công!',
  'toast.logoutSuccess': 'Đăng xuất thành công!',
  'login.bookingExistsTitle': 'ANH ĐÃ CÓ LỊCH ĐẶT, ANH VUI LÒNG ĐĂNG NHẬP ĐỂ ĐỔI LỊCH',
  'consent.agreeAndContinue': 'Đồng ý và tiếp tục',
  // authored: API answers for a missing or expired session (spec §6: 401 clears the token)
  'auth.loginRequired': 'Anh vui lòng đăng nhập để tiếp tục nhé!',
  'auth.sessionInvalid': 'Phiên đăng nhập đã hết hạn, anh vui lòng đăng nhập lại nhé!',
  // authored: password login guard, captcha, account and profile answers (spec §4 login, §9 captcha count)
  'auth.loginFailed': 'Số điện thoại hoặc mật khẩu không đúng',
  'auth.captchaRequired': 'Anh vui lòng xác minh captcha để tiếp tục đăng nhập nhé!',
  'auth.captchaInvalid': 'Captcha không hợp lệ hoặc đã hết hạn, anh vui lòng xác minh lại nhé!',
  'auth.accountLocked': 'Tài khoản tạm khóa do nhập sai mật khẩu quá nhiều lần. Anh vui lòng thử lại sau 1 giờ hoặc đăng nhập bằng mã xác nhận nhé!',
  'auth.phoneMismatch': 'Số điện thoại không khớp với tài khoản đang đăng nhập, anh vui lòng kiểm tra lại nhé!',
  'auth.forbidden': 'Anh vui lòng đăng nhập bằng số điện thoại này để tiếp tục nhé!',
  'customer.emailInvalid': 'Email không hợp lệ, anh nhập lại giúp em nhé!',
  'customer.dateOfBirthInvalid': 'Ngày sinh không hợp lệ, anh nhập theo dạng DD/MM/YYYY giúp em nhé!',
  'account.deleted': 'Tài khoản của anh đã được xóa.',

  // General errors (spec §5 home phone toast, §8)
  'error.title': 'Lỗi',
  'error.general': 'Hệ thống bị gián đoạn xin vui lòng thử lại sau!',
  'error.controlCharacter': 'Nội dung có ký tự không hợp lệ, anh vui lòng nhập lại giúp em nhé!',

  // Booking screens and notices (spec §2, §4, §5, §8)
  'booking.lookupTitle': 'Thông tin đặt lịch',
  'booking.lookupNotFound': 'Bạn chưa đặt lịch!',
  'booking.chooseDateHourStylist': 'Chọn ngày, giờ & stylist',
  'booking.confirmBackupSalon': 'ANH CHẮC CHẮN CHỌN SALON {name}',
  'booking.backupCancel': 'HỦY',
  'booking.backupContinue': 'TIẾP TỤC',
  'booking.salonFirst': 'Anh vui lòng chọn salon trước để xem lịch còn trống ạ!',
  'booking.hourRequired': 'Mời anh chọn giờ cắt để tiếp tục đặt lịch',
  'booking.createFailedTitle': 'Thông Báo',
  'booking.createFailed': 'Có lỗi xảy ra, vui lòng thử lại sau!',
  'booking.createSuccess': 'Đặt Lịch Thành Công!',
  'booking.cancelTitle': 'Hủy Lịch',
  'booking.cancelSuccess': 'Hủy Lịch Thành Công!',
  'booking.notExist': 'Lịch Không Tồn Tại!',
  'booking.canceledLabel': 'Lịch đặt đã hủy',
  'booking.change': 'Đổi lịch',
  'booking.stylistBusy': 'Stylist {day} bận, Mời anh chọn stylist khác!',
  'booking.stylistBusyToday': 'Stylist hôm nay bận',
  'booking.stylistBusyTodayHint': 'Hôm nay stylist bận, anh vui lòng chọn ngày khác hoặc stylist khác',
  'booking.chooseAnotherStylist': 'Chọn stylist khác', // authored: the spec gives only the English label
  'booking.salonFull': '{day} salon hết lịch mất rồi, anh chọn giúp em ngày khác hoặc salon khác nhé!',
  'booking.agree': 'ĐỒNG Ý',
  // authored: server answers for requests the screens would not send (spec §8 shows the server's message)
  'booking.salonNotFound': 'Salon không tồn tại, anh vui lòng chọn salon khác nhé!',
  'booking.stylistNotFound': 'Stylist không tồn tại hoặc đã nghỉ, anh vui lòng chọn stylist khác nhé!',
  'image.invalid': 'Ảnh không hợp lệ, anh vui lòng chọn ảnh khác nhé!',
  'image.tooMany': 'Anh chỉ chọn tối đa 3 ảnh thôi nhé!',
  'booking.skinnerNotWorking': 'Skinner này không làm việc hôm đó, anh vui lòng chọn skinner khác nhé!',
  'booking.salonNotOpenYet': 'Salon chưa khai trương vào ngày này, anh vui lòng chọn ngày khác nhé!',
  'booking.dateNotBookable': 'Ngày này chưa mở đặt lịch, anh vui lòng chọn ngày khác nhé!',
  'booking.salonOff': 'Salon tạm nghỉ ngày này, anh vui lòng chọn salon khác nhé!',
  'booking.hourPast': 'Giờ này đã qua, anh vui lòng chọn giờ khác nhé!',
  'booking.holdExpired': 'Lịch giữ chỗ đã hết hạn, anh vui lòng đặt lại nhé!',
  // authored: one-tap links of booking messages and the waitlist (issue 33)
  'oneTap.linkInvalid': 'Đường dẫn không còn hiệu lực, anh vui lòng mở lịch của anh trên trang Shine nhé!',
  'waitlist.offerClosed': 'Chỗ trống này đã có người nhận hoặc đã hết hạn, Shine sẽ báo anh khi có chỗ khác nhé!',
  'waitlist.notFound': 'Anh không có đăng ký chờ này.',
  'waitlist.full': 'Anh chỉ đăng ký chờ tối đa 3 lần cùng lúc thôi nhé!',
  'waitlist.hasBooking': 'Anh đã có một lịch hẹn sắp tới, anh vui lòng hủy hoặc đổi lịch đó trước khi nhận chỗ này nhé!',

  // Hour strip groups (spec §3 "Hour group"); authored, the spec does not name the groups
  'hours.morning': 'Buổi sáng',
  'hours.afternoon': 'Buổi chiều',
  'hours.evening': 'Buổi tối',
  'hours.fewLeft': 'Còn {count} chỗ',

  // Day tags of the date dropdown (spec §3 "Date option"); authored Vietnamese for the English tags
  'date.today': 'Hôm nay',
  'date.tomorrow': 'Ngày mai',
  'date.dayAfter': 'Ngày kia',

  // Service step (spec §2, §5)
  'service.noneChosen': 'Mời anh chọn dịch vụ để chọn giờ cắt',
  'service.discontinued': 'Một số dịch vụ đã ngừng bán, anh vui lòng chọn lại dịch vụ',
  'service.searchEmpty': 'Anh vui lòng điền đủ ký tự trước khi bấm tìm kiếm nhé',
  'service.noResults': 'Không có dữ liệu',
  'service.suggestUse': 'Dùng thêm',
  'service.suggestSkip': 'Bỏ qua',
  'service.otherServices': 'Dịch vụ khác', // authored: the spec gives only 'Other services'
  'service.usedServices': 'Dịch vụ đã dùng', // authored: the spec gives only 'Used services'
  'service.seeMore': 'Xem thêm', // authored: the spec gives only 'See more'
  'service.seeLess': 'Thu gọn', // authored: the spec gives only 'See less'
  'service.groupNotFound': 'Dịch vụ không tồn tại, anh vui lòng chọn dịch vụ khác nhé!', // authored
  'collection.notFound': 'Bộ sưu tập không tồn tại, anh xem các bộ sưu tập khác nhé!', // authored
  'discover.notFound': 'Bài viết không tồn tại hoặc đã được gỡ, anh xem các bài khác nhé!', // authored

  // Vouchers and promo codes (spec §2, §5, §8)
  'voucher.choose': 'Chọn ưu đãi',
  'voucher.qrUnreadable': 'Ảnh đã chọn không chứa mã QR, mã bị nhỏ hoặc mờ. Anh vui lòng chọn một ảnh khác hoặc sử dụng chức năng quét bằng máy ảnh.',
  'voucher.codeFailedTitle': 'Thông báo!',
  'voucher.codeFailed': 'Có lỗi xảy ra, anh vui lòng thử lại sau!',
  'voucher.codeSuccess': 'Lấy mã thành công!',
  // authored: an offer refused when booking (spec §5: invalid vouchers show their own message)
  'voucher.notValid': 'Ưu đãi không còn hiệu lực, anh vui lòng chọn ưu đãi khác nhé!',
  'voucher.notForSalon': 'Ưu đãi không áp dụng tại salon này, anh vui lòng chọn ưu đãi khác nhé!',
  'voucher.conditionNotMet': 'Dịch vụ anh chọn chưa đủ điều kiện áp dụng ưu đãi này!',
  // authored: spec §5 only says a notice asks to log in with the booking phone
  'voucher.loginWithBookingPhone': 'Anh vui lòng đăng nhập bằng số điện thoại đặt lịch để xem ưu đãi của anh nhé!',
  // authored: campaign validity messages (spec §5: invalid vouchers show their message) and promo-code failures (spec §8: server message inline)
  'voucher.chooseServiceFirst': 'Anh chọn dịch vụ trước để dùng ưu đãi nhé!',
  'voucher.noApplicableService': 'Ưu đãi chưa áp dụng cho dịch vụ anh chọn, anh chọn thêm dịch vụ phù hợp nhé!',
  'voucher.belowMinTotal': 'Ưu đãi áp dụng cho hóa đơn từ {minTotal}, anh chọn thêm dịch vụ nhé!',
  'voucher.usedUp': 'Anh đã dùng hết lượt của ưu đãi này!',
  // authored: an unknown or unpublished content page (issue 12)
  'content.pageNotFound': 'Trang anh tìm không tồn tại hoặc đã được gỡ xuống.',
  'voucher.notFound': 'Ưu đãi không tồn tại, anh vui lòng chọn ưu đãi khác nhé!',
  'voucher.validity': 'Từ {start} đến {end}',
  'voucher.codeNotFound': 'Mã ưu đãi không tồn tại, anh vui lòng kiểm tra lại nhé!',
  'voucher.codeExpired': 'Mã ưu đãi đã hết hạn!',
  'voucher.codeNotStarted': 'Mã ưu đãi chưa đến thời gian áp dụng!',
  'voucher.codeAlreadyClaimed': 'Anh đã lấy mã ưu đãi này rồi!',
  'voucher.codeUsedUp': 'Mã ưu đãi đã hết lượt, anh vui lòng chọn ưu đãi khác nhé!',

  // Salon finder (spec §8)
  'salon.noneInCity': 'Hiện tại không có salon nào ở đây',
  'salon.noBranch': 'Chưa có cơ sở',
  'salon.noneNearYou': 'Không có salon nào gần anh, vui lòng thử lại sau!',
  'salon.noneNearby': 'Không có salon nào gần đây, vui lòng thử lại sau!',
  'salon.locationDenied': 'Anh chưa cho phép quyền truy cập vị trí, anh mở quyền hoặc tìm theo tỉnh thành nhé!',
  'salon.locationLocked': 'Anh đang khóa quyền truy cập vị trí, anh tìm salon theo thành phố bên dưới nhé!',
  // authored: spec §2 groups provinces by region (North, Central, South) and titles the visited-salon chips
  'salon.regionNorth': 'Miền Bắc',
  'salon.regionCentral': 'Miền Trung',
  'salon.regionSouth': 'Miền Nam',
  'salon.visited': 'Salon anh đã từng đến',

  // Customer questions (spec §5, §8)
  'question.required': 'Anh vui lòng nhập thông tin này nhé',
  'question.thanks': 'Cảm ơn anh đã cập nhật thông tin!',
  'question.occupationPlaceholder': 'Anh vui lòng nhập nghề nghiệp', // authored: spec §5 describes it only
  // authored: rating and question answers the spec does not word
  'rating.thanks': 'Cảm ơn anh đã đánh giá dịch vụ!',
  'rating.alreadyRated': 'Anh đã đánh giá lần cắt này rồi, cảm ơn anh nhé!',
  // authored: Style Master votes and the contest (spec §7 'Other' shows no texts)
  'styleMaster.postNotFound': 'Bài dự thi không tồn tại hoặc đã bị gỡ, anh vui lòng chọn bài khác nhé!',
  'styleMaster.voted': 'Cảm ơn anh đã bình chọn!',
  'styleMaster.unvoted': 'Anh đã bỏ bình chọn.',
  'contest.notFound': 'Hiện chưa có cuộc thi nào, anh quay lại sau nhé!',
  'question.invalid': 'Câu trả lời không hợp lệ, anh vui lòng chọn lại nhé!',

  // Wait time (spec §9)
  'waitTime.stylist': 'Đang xếp Stylist',
  'waitTime.skinner': 'Đang xếp Skinner',

  // Home banner price (spec §9: 'Giá từ 70.000 VNĐ'); {price} is a formatVnd amount
  'home.priceFrom': 'Giá từ {price}',

  // News page (spec §2)
  'news.title': 'Tin tức mới nhất về {product}',
  'news.viewDetail': 'Xem chi tiết',

  // Saved places and haircut at home (issue 11)
  'place.notFound': 'Không tìm thấy địa chỉ này, anh vui lòng tải lại trang nhé!',
  'place.exists': 'Anh đã lưu địa chỉ loại này rồi, anh sửa địa chỉ đó nhé!',
  'place.outsideVietnam': 'Vị trí nằm ngoài Việt Nam, anh vui lòng chọn địa chỉ khác nhé!',
  'place.locationRequired': 'Anh chọn phường/xã từ gợi ý hoặc dùng vị trí hiện tại nhé!',
  'home.outsideArea': 'Địa chỉ này nằm ngoài khu vực phục vụ cắt tóc tại nhà, anh vui lòng chọn địa chỉ khác hoặc đặt lịch tại salon nhé!',
  'home.noService': 'Salon này chưa phục vụ cắt tóc tại nhà, anh vui lòng chọn địa chỉ khác nhé!',
  'home.loginRequired': 'Anh vui lòng xác nhận số điện thoại để đặt lịch cắt tóc tại nhà nhé!',
  // Offers and games (issue 13): authored, the spec gives no wording
  'reward.notStarted': 'Ưu đãi chưa đến thời gian áp dụng, anh quay lại sau nhé!',
  'reward.soldOut': 'Ưu đãi đã hết lượt, anh vui lòng chọn ưu đãi khác nhé!',
  'reward.alreadyClaimed': 'Anh đã nhận ưu đãi này rồi, ưu đãi đang nằm trong ví của anh!',
  'reward.membersOnly': 'Ưu đãi chỉ dành cho khách hàng thành viên!',
  'reward.claimed': 'Nhận ưu đãi thành công! Ưu đãi đã vào ví của anh.',
  'reward.tooMany': 'Anh thao tác quá nhanh, vui lòng thử lại sau ít phút nhé!',
  'points.notEnough': 'Anh chưa đủ điểm để đổi ưu đãi này!',
  'goldenHour.notFound': 'Giờ vàng không tồn tại, anh vui lòng chọn ưu đãi khác nhé!',
  'goldenHour.notOpen': 'Giờ vàng chưa mở, anh quay lại đúng giờ nhé!',
  'goldenHour.ended': 'Giờ vàng đã kết thúc, anh vui lòng chọn ưu đãi khác nhé!',
  'goldenHour.soldOut': 'Giờ vàng đã hết suất, anh vui lòng chọn ưu đãi khác nhé!',
  'goldenHour.alreadyClaimed': 'Anh đã săn ưu đãi giờ vàng này rồi!',
  'wheel.notFound': 'Vòng quay không tồn tại!',
  'wheel.notRunning': 'Vòng quay chưa diễn ra hoặc đã kết thúc!',
  'wheel.noSpinLeft': 'Anh đã hết lượt quay, hoàn thành nhiệm vụ hoặc đổi điểm để nhận thêm lượt nhé!',
  'quest.nothingToClaim': 'Nhiệm vụ chưa hoàn thành hoặc anh đã nhận lượt quay của nhiệm vụ này rồi!',
  // authored: top-up, payments and balance (issue 14)
  'topup.packageNotFound': 'Gói nạp không tồn tại hoặc đã ngừng bán, anh vui lòng chọn gói khác nhé!',
  'topup.amountOutOfRange': 'Số tiền nạp phải từ {min} đến {max} và là bội số của 10.000 VNĐ.',
  'topup.chooseOne': 'Anh vui lòng chọn một gói hoặc nhập một số tiền nạp.',
  'topup.orderNotFound': 'Không tìm thấy đơn nạp tiền này trong tài khoản của anh.',
  'topup.unavailable': 'Thanh toán trực tuyến đang tạm dừng, anh vui lòng thử lại sau nhé!',
  'topup.orderCreated': 'Đang chuyển anh đến trang thanh toán...',
  'ledger.insufficient': 'Số dư hoặc số lượt cắt của anh không đủ.',
  // authored: the salon proposes a change of services during a visit (/xac-nhan-thay-doi-dvsp/{id})
  'serviceChange.message': '{product}: salon đề xuất đổi dịch vụ cho lịch {hour} ngày {date} của anh. Xem và xác nhận trong {minutes} phút tại {url}',
  'serviceChange.notFound': 'Yêu cầu thay đổi dịch vụ không tồn tại. Anh vui lòng kiểm tra lại đường dẫn trong tin nhắn.',
  'serviceChange.expired': 'Yêu cầu thay đổi dịch vụ đã hết hạn. Anh vui lòng báo stylist hoặc lễ tân gửi lại yêu cầu mới nhé!',
  'serviceChange.closed': 'Yêu cầu này không còn hiệu lực: salon đã gửi một yêu cầu mới hoặc lượt phục vụ đã kết thúc.',
  'serviceChange.decided': 'Anh đã trả lời yêu cầu thay đổi dịch vụ này rồi.',
  'serviceChange.noTime': 'Stylist còn khách tiếp theo nên không đủ thời gian cho thay đổi này. Anh vui lòng trao đổi với lễ tân nhé!',
  'serviceChange.same': 'Danh sách dịch vụ mới giống với lịch hẹn hiện tại.',
  'serviceChange.notChangeable': 'Chỉ đổi được dịch vụ của lịch hẹn đang diễn ra trong ngày hôm nay.',
  'serviceChange.staffKey': 'Khóa của hệ thống salon không hợp lệ.',
  // authored: the salon floor's answers (issue 30). Staff talk to each other as "bạn".
  'floor.loginRequired': 'Vui lòng đăng nhập tài khoản nhân viên để tiếp tục.',
  'floor.sessionInvalid': 'Phiên làm việc đã hết hạn hoặc máy đã tự khóa, vui lòng đăng nhập hoặc mở khóa lại.',
  'admin.forbidden': 'Tài khoản của bạn không có quyền thực hiện thao tác này trong trang quản trị.',
  'admin.notFound': 'Không tìm thấy mục này.',
  'admin.nothingToPublish': 'Trang này không có bản nháp nào để xuất bản.',
  'admin.noCv': 'Hồ sơ này không có CV đính kèm.',
  'admin.catalog.referenceInvalid': 'Không tìm thấy {what} đã chọn trong danh mục dịch vụ.',
  'admin.catalog.addOnInvalid': 'Dịch vụ thêm phải đi kèm một dịch vụ chính; dịch vụ đã có dịch vụ thêm thì không thể là dịch vụ thêm.',
  'admin.topup.valueBelowPrice': 'Giá trị nhận được ({value}) thấp hơn số tiền khách trả ({price}): gói này không có lợi cho khách.',
  'admin.topup.priceTaken': 'Đã có gói nạp khác với cùng số tiền {price}.',
  'floor.forbidden': 'Tài khoản của bạn không có quyền thực hiện thao tác này tại salon này.',
  'floor.deviceUnknown': 'Máy tính bảng này chưa được đăng ký với salon. Vui lòng nhờ quản lý salon đăng ký máy.',
  'floor.deviceRevoked': 'Máy tính bảng này đã bị thu hồi quyền truy cập. Vui lòng liên hệ quản lý salon.',
  'floor.pinInvalid': 'Mã PIN không đúng. Bạn còn {left} lần thử.',
  'floor.pinLocked': 'Bạn đã nhập sai mã PIN 5 lần. Mã PIN tạm khóa {minutes} phút.',
  'floor.notWorkingHere': 'Hôm nay bạn không làm việc tại salon này nên không thể mở khóa máy của salon.',
  'floor.visitNotFound': 'Không tìm thấy lịch hẹn này tại salon.',
  'floor.stageChanged': 'Lượt khách này vừa được cập nhật trên máy khác (hiện ở bước "{stage}"). Vui lòng tải lại danh sách.',
  'floor.notToday': 'Chỉ thao tác được với lịch hẹn của ngày hôm nay.',
  'floor.visitCodeInvalid': 'Mã check-in không đúng: mã có dạng SHINE và các chữ số, hoặc nhập số điện thoại 10 số.',
  'floor.noBookingForPhone': 'Không tìm thấy lịch hẹn hôm nay của số điện thoại này tại salon.',
  'floor.cannotUndo': 'Bước "{stage}" không thể hoàn tác.',
  'floor.masterFull': 'Stylist Master đã phục vụ đủ 12 khách hôm nay, vui lòng chọn stylist khác.',
  'floor.noStylistFree': 'Hôm nay không còn stylist nào trống cho các dịch vụ này.',
  'floor.stylistTaken': 'Stylist vừa được xếp cho khách khác, vui lòng chọn lại.',
  'floor.skinnerNotHere': 'Skinner này không làm việc tại salon hôm nay.',
  'floor.balanceShort': 'Số dư tài khoản trả trước của khách ({balance}) không đủ để thanh toán {amount}. Vui lòng chọn cách thanh toán khác.',
  'floor.noCustomerAccount': 'Lịch hẹn này không gắn với tài khoản khách hàng nên không thể trừ số dư trả trước.',
  'floor.notPaid': 'Lượt khách này chưa được thanh toán.',
  'floor.nothingToPay': 'Lượt khách này không có số tiền cần chuyển khoản.',
  'floor.photoNotNow': 'Chỉ thêm hoặc xoá ảnh sau khi cắt khi khách đang cắt, đã cắt xong hoặc đã thanh toán trong hôm nay.',
  'floor.photoLimit': 'Mỗi lượt cắt chỉ lưu tối đa {max} ảnh sau khi cắt (đã có {count} ảnh). Vui lòng xoá bớt ảnh trước khi thêm.',
  'floor.photoNotFound': 'Không tìm thấy ảnh này của lượt khách.',
  'floor.photoFormat': 'Chỉ nhận ảnh JPEG, PNG hoặc WebP, tối đa 5 MB mỗi ảnh.',
  'history.imageNotFound': 'Không tìm thấy ảnh này trong lịch sử cắt của anh.',
  'history.imageReported': 'Cảm ơn anh đã báo, quản lý salon sẽ kiểm tra và gỡ ảnh nếu không phải của anh.',
  'floor.reportNotFound': 'Không tìm thấy báo cáo ảnh này tại salon.',
  'floor.reportResolved': 'Báo cáo ảnh này đã được xử lý rồi.',
  'floor.kioskNoBooking': 'Không tìm thấy lịch hẹn hôm nay của số này tại salon. Anh vui lòng kiểm tra lại số điện thoại hoặc đến quầy lễ tân nhé.',
  'floor.kioskTooEarly': 'Lịch hẹn của anh lúc {hour}. Anh vui lòng check-in từ {from} nhé.',
  'floor.kioskTooLate': 'Lịch hẹn lúc {hour} đã quá giờ tự check-in. Anh vui lòng đến quầy lễ tân để được hỗ trợ nhé.',
  'floor.kioskWrongSalon': 'Máy này thuộc salon khác nên không thể check-in tại đây.',
  'floor.stage.booked': 'Đã đặt lịch',
  'floor.stage.checked_in': 'Đã check-in',
  'floor.stage.wash': 'Đang gội',
  'floor.stage.cut': 'Đang cắt',
  'floor.stage.finished': 'Cắt xong',
  'floor.stage.paid': 'Đã thanh toán',
  'floor.stage.no_show': 'Khách không đến',
  'floor.stage.canceled': 'Đã hủy',
  'roster.bookingsAffected':
    'Thay đổi này để {count} lịch hẹn không còn stylist. Vui lòng chọn chuyển từng lịch cho stylist khác hoặc đưa vào danh sách gọi khách.',
  'roster.staffNotFound': 'Không tìm thấy nhân viên này tại salon.',
  'roster.noFreeStylist': 'Không còn stylist nào của salon trống vào giờ của lịch hẹn này.',
  'roster.leaveNotFound': 'Không tìm thấy đơn xin nghỉ này.',
  'roster.leaveDecided': 'Đơn xin nghỉ này đã được duyệt hoặc từ chối trước đó.',
  'roster.contactReason': 'Lịch làm việc của stylist thay đổi',
  'roster.pastDate': 'Không thể sửa lịch làm việc của những ngày đã qua.',
  'roster.leaveTooLong': 'Mỗi đơn xin nghỉ tối đa 60 ngày.',
  // authored: the back office's offers (issue 32)
  'offer.goldenHourStarted': 'Giờ vàng này đã bắt đầu nên không sửa được nữa. Bạn chỉ có thể dừng sớm.',
  'offer.goldenHourNotRunning': 'Chỉ dừng sớm được giờ vàng đang diễn ra.',
  'offer.unknownReference': 'Có salon hoặc dịch vụ không tồn tại trong danh sách đã chọn: {ids}.',
  'offer.wheelNotFound': 'Không tìm thấy vòng quay này.',
  'offer.prizeNotOnWheel': 'Giải {id} không thuộc vòng quay này.',
  'offer.consolationStock': 'Giải an ủi luôn không giới hạn số lượng (để trống ô số lượng).',
  'offer.stockBelowAwarded': 'Số lượng của giải {id} không thể nhỏ hơn số đã trao ({awarded}).',
  'offer.weightsZero': 'Tổng trọng số các giải phải lớn hơn 0.',
  // authored: the back office's games and lookbooks (issue 32)
  'admin.collection.slugTaken': 'Đường dẫn “{slug}” đã được một bộ sưu tập khác dùng.',
  'admin.collection.itemsMismatch': 'Thứ tự phải gồm đúng các kiểu tóc của bộ sưu tập này, mỗi kiểu một lần.',
};
