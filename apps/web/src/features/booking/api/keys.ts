/** Mutation keys of the booking's writes: a write with a key in flight refuses a second tap. */
export const bookingWriteKeys = {
  create: ['booking', 'create'] as const,
  verifyOtp: ['booking', 'verify-otp'] as const,
  saveName: ['booking', 'save-name'] as const,
  /** Step 6's photos and note: from step 6 itself or right after the OTP, never both at once. */
  upload: ['booking', 'upload-images'] as const,
};
