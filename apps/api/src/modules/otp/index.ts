// What other modules may use of otp (lint allows nothing else): sending a code and checking it.
export { sendOtp, verifyOtp } from './otp-service.ts';
